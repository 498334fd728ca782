package dev.vigil.sdk;

/**
 * A webhook delivery that is not what Vigil sent: a wrong signature (the wrong secret, or a body
 * changed on the way), a timestamp more than 5 minutes off, missing headers, or a body that is not
 * a Vigil event. Answer such a request with 400. Unchecked, like every exception of the client.
 */
public class WebhookVerificationException extends VigilException {
  private static final long serialVersionUID = 1L;

  public WebhookVerificationException(String message) {
    super(message);
  }

  public WebhookVerificationException(String message, Throwable cause) {
    super(message, cause);
  }
}
