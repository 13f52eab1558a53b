// The request mix of the load benchmark, for autocannon's setupRequest/onResponse hooks: each
// connection picks an operation by weight (autocomplete 60%, lookup + analysis 30%, sign-in 10%);
// a lookup + analysis operation is three requests in a row (lookup, analysis, result).
import type autocannon from 'autocannon';

export interface Home {
  street: string;
  unit: string;
  city: string;
  zip: string;
}

export type Step = 'autocomplete' | 'lookup' | 'analysis' | 'result' | 'sign-in';

interface ConnectionState {
  queue: Step[];
  home?: Home;
  jobId?: string;
  /** Steps sent and not answered yet, oldest first (one request in flight per connection). */
  inFlight: Step[];
  ip: string;
}

export interface Mix {
  /** Operations started, by kind. */
  operations: Record<'autocomplete' | 'lookup+analysis' | 'sign-in', number>;
  /** Request latency samples in ms, by step. */
  latencies: Record<Step, number[]>;
  /** Non-2xx answers, by step and status. */
  failures: Record<string, number>;
  requestSpec(): autocannon.Request;
  /** Called from autocannon's 'response' event: attributes the latency to its step. */
  record(context: object, statusCode: number, ms: number): void;
}

const json = { 'content-type': 'application/json' };

/** A prefix a person would have typed when the suggestions appear: the number and part of the street. */
function typedPrefix(home: Home, random: () => number): string {
  const line = `${home.street}${home.unit ? ` #${home.unit}` : ''}`;
  const min = Math.min(line.length, home.street.indexOf(' ') + 4);
  return line.slice(0, min + Math.floor(random() * Math.max(1, line.length - min)));
}

export function createMix(
  homes: Home[],
  credentials: { email: string; password: string }[],
  random = Math.random,
): Mix {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const mix: Mix = {
    operations: { autocomplete: 0, 'lookup+analysis': 0, 'sign-in': 0 },
    latencies: { autocomplete: [], lookup: [], analysis: [], result: [], 'sign-in': [] },
    failures: {},
    requestSpec() {
      return {
        setupRequest(request, raw) {
          const state = raw as ConnectionState;
          state.queue ??= [];
          state.inFlight ??= [];
          if (!state.queue.length) {
            // Each operation is another visitor (behind a trusted proxy), so per-IP limits apply per person
            // as in real traffic; one connection never plays one person searching 20 times a minute.
            state.ip = `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`;
            const r = random();
            if (r < 0.6) {
              state.queue.push('autocomplete');
              mix.operations.autocomplete += 1;
            } else if (r < 0.9) {
              state.queue.push('lookup', 'analysis', 'result');
              state.home = pick(homes);
              mix.operations['lookup+analysis'] += 1;
            } else {
              state.queue.push('sign-in');
              mix.operations['sign-in'] += 1;
            }
          }
          let step = state.queue.shift()!;
          // autocannon resets a connection's context now and then: a result without its job is a fresh search.
          if (step === 'result' && !state.jobId) step = 'autocomplete';
          state.inFlight.push(step);
          const headers = { ...json, 'x-forwarded-for': state.ip };
          const home = state.home ?? pick(homes);
          const address = {
            street: home.street,
            unit: home.unit,
            city: home.city,
            state: 'CA',
            zip: home.zip,
          };
          switch (step) {
            case 'autocomplete':
              return {
                ...request,
                method: 'GET',
                path: `/autocomplete_address?query=${encodeURIComponent(typedPrefix(pick(homes), random))}`,
                headers,
                body: undefined,
              };
            case 'lookup':
              return {
                ...request,
                method: 'POST',
                path: '/api/lookup_property',
                headers,
                body: JSON.stringify(address),
              };
            case 'analysis':
              return {
                ...request,
                method: 'POST',
                path: '/manual_analysis',
                headers,
                body: JSON.stringify(address),
              };
            case 'result':
              return {
                ...request,
                method: 'GET',
                path: `/query_result?job_id=${encodeURIComponent(state.jobId ?? 'missing')}`,
                headers,
                body: undefined,
              };
            default:
              return {
                ...request,
                method: 'POST',
                path: '/api/auth/login/',
                headers,
                body: JSON.stringify(pick(credentials)),
              };
          }
        },
        onResponse(status, body, raw) {
          const state = raw as ConnectionState;
          const step = state.inFlight[0];
          if (step === 'lookup') state.jobId = undefined;
          if (step === 'analysis') {
            try {
              state.jobId = (JSON.parse(body) as { job_id?: string }).job_id;
            } catch {
              state.jobId = undefined;
            }
          }
          // A failed step abandons the rest of its operation.
          if (status >= 300 && (step === 'lookup' || step === 'analysis')) state.queue = [];
        },
      };
    },
    record(raw, statusCode, ms) {
      const state = raw as ConnectionState;
      const step = state.inFlight?.shift() ?? 'autocomplete';
      mix.latencies[step].push(ms);
      if (statusCode < 200 || statusCode >= 300)
        mix.failures[`${step} ${statusCode}`] = (mix.failures[`${step} ${statusCode}`] ?? 0) + 1;
    },
  };
  return mix;
}
