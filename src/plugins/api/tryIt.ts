/**
 * What an operation page's try-it panel is rendered from (theme/components/api/TryIt.tsx, sent by
 * client/tryItPanel.ts): the operation's servers (its own or its path's, else the description's)
 * with their variables, the credentials its first security scheme asks for, and the example body
 * as JSON.
 */
import type { ApiOperation, ApiSpec } from '../../content/index.js';
import type { ApiTryItView } from '../../theme/index.js';

function authOf(spec: ApiSpec, operation: ApiOperation): ApiTryItView['auth'] {
  const name = operation.security[0];
  if (name === undefined) return undefined;
  const scheme = spec.securitySchemes.find((s) => s.name === name);
  if (scheme?.type === 'apiKey') {
    const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return { scheme: name, kind: 'apiKey', in: where, name: scheme.headerName ?? name };
  }
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return { scheme: name, kind: 'basic' };
  // Bearer, OAuth 2 and OpenID Connect all send a token; so does a scheme the description lacks.
  return { scheme: name, kind: 'bearer' };
}

export function tryItView(spec: ApiSpec, operation: ApiOperation): ApiTryItView {
  const body = operation.requestBody;
  return {
    method: operation.method.toUpperCase(),
    path: operation.path,
    servers: (operation.servers ?? spec.servers).map((server) => ({
      url: server.url,
      ...(server.description !== undefined && { description: server.description }),
      ...(server.variables && {
        variables: Object.fromEntries(
          Object.entries(server.variables).map(([name, v]) => [
            name,
            { default: v.default, ...(v.enum && { enum: v.enum }) },
          ]),
        ),
      }),
    })),
    auth: authOf(spec, operation),
    ...(body && {
      body: {
        contentType: body.contentType,
        text: JSON.stringify(body.example ?? {}, null, 2),
      },
    }),
  };
}
