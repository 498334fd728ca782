package dev.vigil.sdk;

/** The request got no answer: the connection failed or was cut ({@link Timeout}: time ran out). */
public class VigilConnectionException extends VigilException {
  private static final long serialVersionUID = 1L;

  public VigilConnectionException(String message, Throwable cause) {
    super(message, cause);
  }

  /** No answer came within the timeout. */
  public static class Timeout extends VigilConnectionException {
    private static final long serialVersionUID = 1L;

    public Timeout(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
