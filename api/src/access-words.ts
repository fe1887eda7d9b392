// An operation's x-access rules in words, for readers of the rendered document (Swagger UI, Redoc and Spectral's
// `operation-description` rule show `description`, never `x-` extensions). openapi.yaml carries these sentences
// as each operation's description; api/test/document.test.ts keeps them equal to the rules.
import type { AccessRule } from './document';

const USER_TYPES: Record<string, string> = { system: 'system users', tenant: 'tenant users', user: 'ordinary users' };

function ruleWords(rule: AccessRule): string | null {
  switch (rule.kind) {
    case 'public':
      return 'anyone, without a token';
    case 'token':
      return 'a signed-in caller (bearer token)';
    case 'tenant':
      return "acting for the caller's own tenant (`tenantId`)";
    case 'project':
      return `for a project the caller is authorised for (\`${rule.field}\`)`;
    case 'userType':
      return `${rule.types.map((type) => USER_TYPES[type] ?? type).join(' or ')} only`;
    case 'permission':
      return `holding the \`${rule.name}\` permission`;
    case 'module':
      return `when the project's \`${rule.code}\` module is authorised and not expired`;
    case 'share':
      return 'with a display-share token only';
  }
}

/** "Who may call: …." for the rules, in their order (the order the server checks them). */
export function describeAccess(rules: readonly AccessRule[]): string {
  const words = rules.map(ruleWords).filter((w): w is string => w !== null);
  return `Who may call: ${words.join(', ')}. See x-access in the info description for the refusals.`;
}
