/**
 * Test helper: a local stand-in of an MLS's RESO Web API (decision 232). Serves `GET /odata/Property`
 * from `records`, honouring `$filter` (StandardStatus eq 'Closed', ModificationTimestamp ge|gt …),
 * `$orderby` ModificationTimestamp, `$top` and `$skip`; pages with `@odata.nextLink` or, in `skip`
 * mode, not at all (the client asks for the next `$skip`). Issues OAuth2 client-credentials tokens at
 * `POST /token`, or accepts one fixed token. `interpose` answers the next requests its own way (429,
 * a redirect, a 20 MB page, a cut connection).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Interposer = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface ResoStandIn {
  /** The service root: `http://127.0.0.1:<port>/odata`. */
  baseUrl: string;
  tokenUrl: string;
  origin: string;
  records: Record<string, unknown>[];
  paging: 'nextLink' | 'skip';
  /** Every request: path, the Authorization header it carried, its query. */
  requests: { path: string; authorization: string | undefined; query: URLSearchParams }[];
  tokensIssued: number;
  /** expires_in of the tokens it issues. */
  tokenLifeSeconds: number;
  /** Forgets every token issued (the next request with one answers 401). */
  revokeTokens(): void;
  /** The next /Property requests, one each: an interposer answers it (true) or lets it be served (false). */
  interpose: Interposer[];
  close(): Promise<void>;
}

export const FIXED_TOKEN = 'fixed-test-token';
export const CLIENT = { id: 'test-client', secret: 'test-secret' };

const timeOf = (r: Record<string, unknown>) => String(r.ModificationTimestamp ?? '');

export async function startResoStandIn(
  options: { records?: Record<string, unknown>[]; paging?: 'nextLink' | 'skip'; fixedToken?: boolean } = {},
): Promise<ResoStandIn> {
  const valid = new Set<string>(options.fixedToken ? [FIXED_TOKEN] : []);
  const state: ResoStandIn = {
    baseUrl: '',
    tokenUrl: '',
    origin: '',
    records: options.records ?? [],
    paging: options.paging ?? 'nextLink',
    requests: [],
    tokensIssued: 0,
    tokenLifeSeconds: 3600,
    revokeTokens: () => valid.clear(),
    interpose: [],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.origin);
    state.requests.push({
      path: url.pathname,
      authorization: req.headers.authorization,
      query: url.searchParams,
    });
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== CLIENT.id ||
          form.get('client_secret') !== CLIENT.secret
        ) {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
          return;
        }
        const token = `token-${++state.tokensIssued}`;
        valid.add(token);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: state.tokenLifeSeconds }),
          );
      });
      return;
    }
    if (url.pathname !== '/odata/Property') {
      res.writeHead(404).end();
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !valid.has(bearer)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    const interposer = state.interpose.shift();
    if (interposer?.(req, res)) return;
    const filter = url.searchParams.get('$filter') ?? '';
    const mark = /ModificationTimestamp (ge|gt) (\S+)/.exec(filter);
    const closedOnly = filter.includes("StandardStatus eq 'Closed'");
    const rows = state.records
      .filter((r) => !closedOnly || r.StandardStatus === 'Closed')
      .filter((r) => !mark || (mark[1] === 'ge' ? timeOf(r) >= mark[2]! : timeOf(r) > mark[2]!))
      .sort((a, b) => (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0));
    const top = Number(url.searchParams.get('$top') ?? 100);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const page = rows.slice(skip, skip + top);
    const body: Record<string, unknown> = {
      '@odata.context': `${state.baseUrl}/$metadata#Property`,
      value: page,
    };
    if (state.paging === 'nextLink' && skip + top < rows.length) {
      const next = new URL(url.href);
      next.searchParams.set('$skip', String(skip + top));
      body['@odata.nextLink'] = next.href;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.baseUrl = `${state.origin}/odata`;
  state.tokenUrl = `${state.origin}/token`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A closed residential sale in San Mateo as the Data Dictionary names its fields. */
export function resoRecord(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ListingKey: `L${n}`,
    ModificationTimestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    StandardStatus: 'Closed',
    ClosePrice: 1_000_000 + n * 1000,
    CloseDate: '2025-11-15',
    StreetNumber: String(100 + n),
    StreetName: 'Oak',
    StreetSuffix: 'St',
    UnitNumber: null,
    City: 'San Mateo',
    PostalCode: '94401',
    StateOrProvince: 'CA',
    Latitude: 37.56,
    Longitude: -122.32,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1500,
    LotSizeArea: 0.14,
    LotSizeUnits: 'Acres',
    YearBuilt: 1955,
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    ParcelNumber: `041-111-${String(n).padStart(3, '0')}`,
    ...overrides,
  };
}
