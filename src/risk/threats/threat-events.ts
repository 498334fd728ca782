/**
 * The events threat correlation publishes: each alert an agent raised, with the threat it joined,
 * and each threat created or raised in severity.
 */
import { Type } from 'typebox';
import { StringEnum, Timestamp } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';

const Severity = StringEnum(['low', 'medium', 'high', 'critical'] as const);

export const THREAT_EVENTS = {
  'threat.detected': defineEvent({
    when: 'Agents have correlated a new threat, or raised the severity of one.',
    readScope: 'threats:read',
    data: Type.Object(
      {
        threat_id: Type.String({ description: 'The threat (`thr_…`).' }),
        severity: Severity,
        typologies: Type.Array(Type.String(), { description: 'E.g. `sanctions`, `mixer`, `peel_chain`.' }),
        reason: StringEnum(['created', 'severity_raised'] as const, {
          description: '`created`: a new threat; `severity_raised`: an open threat’s severity went up.',
        }),
        retroactive: Type.Boolean({
          description:
            'Whether the threat holds a retroactive alert: past activity a list published later named.',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
      severity: 'high',
      typologies: ['mixer', 'peel_chain'],
      reason: 'created',
      retroactive: false,
    },
  }),
  'agent.alert': defineEvent({
    when: 'One detection agent raised an alert.',
    readScope: 'agents:read',
    data: Type.Object(
      {
        agent: Type.String({ description: 'The agent, e.g. `sanctions`, `mixer`, `address_poisoning`.' }),
        threat_id: Type.String({
          description: 'The threat the alert joined (`thr_…`), as `GET /v1/threats/:id` shows it.',
        }),
        alert: Type.Object(
          {
            id: Type.String({ description: 'The alert (`alr_…`), listed in its threat’s evidence.' }),
            typology: Type.String({ description: 'What the agent recognised.' }),
            severity: Severity,
            summary: Type.String({ description: 'One sentence for a person.' }),
            occurred_at: Timestamp('When the activity behind the alert happened.'),
            retroactive: Type.Boolean({
              description:
                'Raised after the fact: a list published after the activity named a party of it, and the alert is the one the activity would have raised had the list been known then.',
            }),
            designated_at: Type.Optional(
              Type.Union([Type.String({ format: 'date' }), Type.Null()], {
                description:
                  'Retroactive alerts: when the list designated the party (YYYY-MM-DD; null when the list gives no date).',
              }),
            ),
            transfer_dates: Type.Optional(
              Type.Array(Type.String({ format: 'date-time' }), {
                description: 'Retroactive alerts: when each transfer behind the alert happened.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    example: {
      agent: 'address_poisoning',
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
      alert: {
        id: 'alr_01jq3vfz1a2b3c4d5e6f7g8h9j',
        typology: 'address_poisoning',
        severity: 'medium',
        summary: 'A zero-value transfer from a look-alike of a frequent counterparty.',
        occurred_at: '2026-11-23T09:59:40.000Z',
        retroactive: false,
      },
    },
  }),
};
