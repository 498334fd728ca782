package dev.vigil.sdk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vigil.sdk.generated.ApiClient;
import dev.vigil.sdk.generated.model.FieldError;
import dev.vigil.sdk.generated.model.Problem;
import java.io.IOException;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * Vigil answered with an error status. Carries the problem document ({@link #code()}, {@link
 * #detail()}, {@link #errors()}, {@link #requestId()}); the nested subclasses tell the status apart:
 * {@code catch (VigilApiException.NotFound e)}.
 */
public class VigilApiException extends VigilException {
  private static final long serialVersionUID = 1L;
  private static final ObjectMapper MAPPER = ApiClient.createDefaultObjectMapper();

  private final int status;
  private final String code;
  private final String detail;
  private final transient List<FieldError> errors;
  private final String requestId;
  private final transient Problem problem;
  private final transient HttpHeaders headers;

  protected VigilApiException(int status, Problem problem, HttpHeaders headers, String fallbackDetail) {
    super(status + " " + (problem == null ? "unknown" : problem.getCode().getValue()) + ": "
        + (problem == null ? fallbackDetail : problem.getDetail()));
    this.status = status;
    this.problem = problem;
    this.headers = headers;
    this.code = problem == null ? "unknown" : problem.getCode().getValue();
    this.detail = problem == null ? fallbackDetail : problem.getDetail();
    this.errors = problem == null || problem.getErrors() == null ? List.of() : List.copyOf(problem.getErrors());
    this.requestId = problem == null ? headers.firstValue("x-request-id").orElse(null) : problem.getRequestId();
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** The stable error code (see Vigil's docs/errors.md); {@code unknown} when the body was no problem document. */
  public String code() {
    return code;
  }

  /** What went wrong and what to fix. */
  public String detail() {
    return detail;
  }

  /** With {@code validation_failed}: each invalid part of the request, as a JSON Pointer and a detail. */
  public List<FieldError> errors() {
    return errors;
  }

  /** The request id, to quote when asking for help. */
  public String requestId() {
    return requestId;
  }

  /** The whole problem document, when the body was one. */
  public Optional<Problem> problem() {
    return Optional.ofNullable(problem);
  }

  public HttpHeaders headers() {
    return headers;
  }

  /** 400: the request is not valid ({@code validation_failed}, {@code malformed_json}); see {@link #errors()}. */
  public static class BadRequest extends VigilApiException {
    private static final long serialVersionUID = 1L;

    BadRequest(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 401: no valid API key or access token ({@code unauthenticated}). */
  public static class Unauthenticated extends VigilApiException {
    private static final long serialVersionUID = 1L;

    Unauthenticated(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 403: the key lacks the scope the operation needs ({@code forbidden}). */
  public static class Forbidden extends VigilApiException {
    private static final long serialVersionUID = 1L;

    Forbidden(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 404: no such resource in this workspace ({@code not_found}). */
  public static class NotFound extends VigilApiException {
    private static final long serialVersionUID = 1L;

    NotFound(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 409: conflicts with the resource's state ({@code conflict}). */
  public static class Conflict extends VigilApiException {
    private static final long serialVersionUID = 1L;

    Conflict(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 422: the Idempotency-Key was already used with another request ({@code idempotency_mismatch}). */
  public static class IdempotencyMismatch extends VigilApiException {
    private static final long serialVersionUID = 1L;

    IdempotencyMismatch(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** 429: the key's rate limit is spent ({@code rate_limited}); see {@link #retryAfter()}. */
  public static class RateLimited extends VigilApiException {
    private static final long serialVersionUID = 1L;

    RateLimited(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }

    /** How long Vigil asked the client to wait, from {@code Retry-After}. */
    public Optional<Duration> retryAfter() {
      return VigilApiException.retryAfter(headers(), Clock.systemUTC());
    }
  }

  /** 5xx: Vigil failed ({@code internal}) or is unavailable ({@code unavailable}). */
  public static class ServerError extends VigilApiException {
    private static final long serialVersionUID = 1L;

    ServerError(int status, Problem problem, HttpHeaders headers, String detail) {
      super(status, problem, headers, detail);
    }
  }

  /** The exception for an answer with an error status and its body. */
  static VigilApiException of(int status, HttpHeaders headers, byte[] body) {
    Problem problem = null;
    String fallback = body.length == 0 ? "HTTP " + status : new String(body, StandardCharsets.UTF_8).strip();
    try {
      JsonNode json = MAPPER.readTree(body);
      if (json != null && json.path("code").isTextual() && json.path("detail").isTextual() && json.path("status").isInt()) {
        problem = MAPPER.treeToValue(json, Problem.class);
      } else if (json != null && json.path("error").isTextual()) {
        // The token endpoint answers RFC 6749 §5.2 errors, {error, error_description}.
        fallback = json.path("error").asText()
            + (json.path("error_description").isTextual() ? ": " + json.path("error_description").asText() : "");
      }
    } catch (IOException | IllegalArgumentException notJson) {
      // Not a JSON body: its text is the detail.
    }
    if (fallback.length() > 500) fallback = fallback.substring(0, 500);
    switch (status) {
      case 400: return new BadRequest(status, problem, headers, fallback);
      case 401: return new Unauthenticated(status, problem, headers, fallback);
      case 403: return new Forbidden(status, problem, headers, fallback);
      case 404: return new NotFound(status, problem, headers, fallback);
      case 409: return new Conflict(status, problem, headers, fallback);
      case 422: return new IdempotencyMismatch(status, problem, headers, fallback);
      case 429: return new RateLimited(status, problem, headers, fallback);
      default:
        return status >= 500
            ? new ServerError(status, problem, headers, fallback)
            : new VigilApiException(status, problem, headers, fallback);
    }
  }

  /** {@code Retry-After} as delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
  static Optional<Duration> retryAfter(HttpHeaders headers, Clock clock) {
    Optional<String> value = headers.firstValue("retry-after").map(String::strip);
    if (value.isEmpty() || value.get().isEmpty()) return Optional.empty();
    if (value.get().chars().allMatch(Character::isDigit)) {
      try {
        return Optional.of(Duration.ofSeconds(Long.parseLong(value.get())));
      } catch (NumberFormatException tooLong) {
        return Optional.empty();
      }
    }
    try {
      ZonedDateTime when = ZonedDateTime.parse(value.get(), DateTimeFormatter.RFC_1123_DATE_TIME);
      Duration wait = Duration.between(clock.instant(), when.toInstant());
      return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
    } catch (DateTimeParseException notADate) {
      return Optional.empty();
    }
  }
}
