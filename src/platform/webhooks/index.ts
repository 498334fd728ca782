/**
 * Webhooks: endpoints, the deliveries of outbox events to them (signed, retried, guarded against
 * non-public addresses), their jobs and routes, and the webhooks section of the OpenAPI document.
 */
export { type AddressPolicy, createAddressPolicy, outgoingUrlProblem } from './address-policy.ts';
export { createDeliveriesService, createFanOut, type DeliveriesService } from './deliveries.ts';
export { createDeliveryJob } from './delivery-job.ts';
export {
  DELIVERY_TIMEOUT_MS,
  ENDPOINT_CONCURRENCY,
  EVENT_RETENTION_MS,
  WEBHOOK_RETRY_POLICY,
} from './delivery-rules.ts';
export { BREAKER_TIMEOUTS, createDeliveryGate } from './endpoint-breaker.ts';
export { createEndpointsService, type EndpointsService } from './endpoints-service.ts';
export { createGuardedAgent, refusedAddressIn, requestFailureReason } from './guarded-agent.ts';
export { createWebhook } from './routes/create-webhook.ts';
export { deleteWebhook } from './routes/delete-webhook.ts';
export { getDelivery } from './routes/get-delivery.ts';
export { getWebhook } from './routes/get-webhook.ts';
export { listDeliveries } from './routes/list-deliveries.ts';
export { listWebhooks } from './routes/list-webhooks.ts';
export { retryDelivery } from './routes/retry-delivery.ts';
export { rotateWebhookSecret } from './routes/rotate-webhook-secret.ts';
export { sendTestEvent } from './routes/send-test-event.ts';
export { updateWebhook } from './routes/update-webhook.ts';
export {
  WebhookDeliverySchema,
  WebhookDeliveryWithPayloadSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from './routes/webhook-schemas.ts';
export { WEBHOOK_EVENTS } from './webhook-events.ts';
export { WEBHOOK_JOBS } from './webhook-jobs.ts';
export { createWebhookSender } from './webhook-sender.ts';
export { eventBodySchema, webhooksSection } from './webhooks-openapi.ts';
