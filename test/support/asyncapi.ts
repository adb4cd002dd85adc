import { SELLEASE_ASYNCAPI, SELLEASE_MESSAGES, type SelleaseMessageName } from '@atelier/contracts/sync';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Validates Sellease messages against the AsyncAPI document's own schemas (ajv, JSON Schema draft 7, the
 * schema dialect of AsyncAPI 2.6): a message's body by its AMQP type, and its headers.
 */
export class SelleaseContract {
  private readonly validators = new Map<string, { body: ValidateFunction; headers: ValidateFunction }>();

  constructor(document: unknown = SELLEASE_ASYNCAPI) {
    // Not strict: the components carry AsyncAPI's own keywords (messages, bindings) beside the schemas.
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const { components } = document as { components: { messages: Record<string, { messageId: string }> } };
    // Only the components: the document's own `id` is AsyncAPI's, not a schema id.
    ajv.addSchema({ components }, 'sellease');
    const { messages } = components;
    for (const [name, message] of Object.entries(messages)) {
      this.validators.set(message.messageId, {
        body: ajv.compile({ $ref: `sellease#/components/schemas/${name}` }),
        headers: ajv.compile({ $ref: 'sellease#/components/schemas/TenantHeaders' }),
      });
    }
  }

  /** The message types the document names. */
  types(): string[] {
    return [...this.validators.keys()];
  }

  /** Why a message does not meet the contract (empty when it does). */
  problems(type: string, body: unknown, headers: Record<string, unknown> = {}): string[] {
    const validator = this.validators.get(type);
    if (!validator) return [`no message of type ${type}`];
    const problems: string[] = [];
    if (!validator.body(body))
      for (const error of validator.body.errors ?? [])
        problems.push(`body${error.instancePath} ${error.message}`);
    if (!validator.headers(headers))
      for (const error of validator.headers.errors ?? []) problems.push(`headers ${error.message}`);
    return problems;
  }
}

export function typeOf(name: SelleaseMessageName): string {
  return SELLEASE_MESSAGES[name].type;
}
