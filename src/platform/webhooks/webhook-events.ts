/** The event the webhooks module publishes itself: a test event, sent on request to one endpoint. */
import { Type } from 'typebox';
import { defineEvent } from '../outbox/index.ts';

export const WEBHOOK_EVENTS = {
  'webhook.test': defineEvent({
    when: 'Sent on request to one endpoint by `POST /v1/webhooks/:id/test`; cannot be subscribed to.',
    readScope: null,
    data: Type.Object(
      {
        endpoint_id: Type.String({ description: 'The endpoint the test was sent to.' }),
        message: Type.String(),
      },
      { additionalProperties: false },
    ),
    example: {
      endpoint_id: 'whk_01jq3vh2k3m4n5p6q7r8s9t0wx',
      message: 'A test event from Vigil: your endpoint is reachable and can verify signatures.',
    },
  }),
};
