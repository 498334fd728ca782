/** The RFC 9457 problem document every error answer carries, as a named schema. */
import { Type } from 'typebox';
import { ERROR_CODES } from '../lib/errors.ts';
import { StringEnum } from '../lib/schemas.ts';

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'A URI naming the kind of problem: `urn:vigil:problem:<code>`.' }),
    title: Type.String({ description: 'A short summary of the kind of problem.' }),
    status: Type.Integer({ description: 'The HTTP status code.' }),
    detail: Type.String({ description: 'What went wrong with this request and what to fix.' }),
    code: StringEnum(ERROR_CODES, {
      description: 'A stable, machine-readable error code; see docs/errors.md.',
    }),
    request_id: Type.String({ description: 'The request id, also sent as `X-Request-Id`.' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pointer: Type.String({
              description:
                'JSON Pointer into the body, or `/query/<name>`, `/path/<name>`, `/header/<name>`.',
            }),
            detail: Type.String({ description: 'What is wrong with that part.' }),
          },
          { title: 'FieldError', description: 'One invalid part of the request.' },
        ),
        { description: 'With `validation_failed`: each invalid part of the request.' },
      ),
    ),
  },
  { $id: 'Problem', description: 'An RFC 9457 problem document.' },
);
