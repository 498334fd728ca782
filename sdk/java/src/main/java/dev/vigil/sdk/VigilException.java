package dev.vigil.sdk;

/**
 * The base of every exception the client throws. Unchecked: an error status is a {@link
 * VigilApiException} (of the class for its status), no answer a {@link VigilConnectionException},
 * and the generated operations' {@code dev.vigil.sdk.generated.ApiException} (an answer that could
 * not be read, a required argument left null, an interrupted call) is one too.
 */
public class VigilException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public VigilException(String message) {
    super(message);
  }

  public VigilException(String message, Throwable cause) {
    super(message, cause);
  }

  /** For the generated ApiException, whose constructors call these two. */
  protected VigilException() {
    super();
  }

  protected VigilException(Throwable cause) {
    super(cause);
  }
}
