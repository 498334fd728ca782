package dev.vigil.sdk;

/**
 * The base of every exception the client throws. Unchecked: an error status is a {@link
 * VigilApiException} (of the class for its status), no answer a {@link VigilConnectionException}.
 */
public class VigilException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public VigilException(String message) {
    super(message);
  }

  public VigilException(String message, Throwable cause) {
    super(message, cause);
  }
}
