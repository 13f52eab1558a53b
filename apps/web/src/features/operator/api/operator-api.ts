import {
  type AuditItem,
  auditItemSchema,
  type CreditItem,
  creditItemSchema,
  type CreditReviewBody,
  creditsResponseSchema,
  type DataImport,
  type DataImportFormat,
  dataImportSchema,
  type DataOverview,
  dataOverviewSchema,
  type OutboxMessage,
  outboxMessageSchema,
  type ExportKind,
  type LeadItem,
  leadItemSchema,
  type MessageDetail,
  type MessageItem,
  messageDetailSchema,
  messageItemSchema,
  OPERATOR_API,
  type OperatorSummary,
  type OrderItem,
  orderItemSchema,
  type OutboxItem,
  outboxItemSchema,
  type Page,
  pageSchema,
  type Pipeline,
  pipelineSchema,
  type StatusChange,
  summarySchema,
  type UserDetail,
  type UserItem,
  userDetailSchema,
  userItemSchema,
} from '@homie/contracts/operator';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { request } from '#lib/api-client.ts';

/** The operator API (issue 19) through the authenticated helper; each answer checked by its contract. */

export type Filters = Record<string, string | undefined>;

const withQuery = (path: string, query: Filters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const operatorKeys = {
  all: ['operator'] as const,
  summary: ['operator', 'summary'] as const,
  list: (what: string, filters: Filters) => ['operator', 'list', what, filters] as const,
  detail: (what: string, id: string) => ['operator', 'detail', what, id] as const,
};

/** The Data page (decision 232): per county counts by source and the MLS sync's last run. */
export function useOperatorData() {
  return useQuery<DataOverview>({
    queryKey: ['operator', 'data'],
    queryFn: () => request(OPERATOR_API.data, { auth: true, schema: dataOverviewSchema }),
  });
}

/** POST a file to import (decision 239): the bytes as they are, with the upload's progress. */
export function uploadDataFile(
  format: DataImportFormat,
  file: File,
  onUploadProgress?: (percent: number) => void,
): Promise<DataImport> {
  const query = new URLSearchParams({ format, file_name: file.name });
  return request(`${OPERATOR_API.dataImports}?${query}`, {
    auth: true,
    method: 'POST',
    body: file,
    // The server reads every CSV the same way, whatever type the browser guessed for the file.
    headers: { 'Content-Type': 'text/csv' },
    schema: dataImportSchema,
    onUploadProgress,
  });
}

export function useUploadDataFile(onUploadProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ format, file }: { format: DataImportFormat; file: File }) =>
      uploadDataFile(format, file, onUploadProgress),
    onSuccess: (started) => {
      queryClient.setQueryData(['operator', 'data-import', started.id], started);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'data'] });
    },
  });
}

/** One import's progress, asked again every second while it runs; the Data page's counts once it ends. */
export function useDataImport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<DataImport>({
    queryKey: ['operator', 'data-import', id],
    enabled: Boolean(id),
    queryFn: async () => {
      const state = await request(OPERATOR_API.dataImport(id as string), {
        auth: true,
        schema: dataImportSchema,
      });
      if (state.status !== 'running') void queryClient.invalidateQueries({ queryKey: ['operator', 'data'] });
      return state;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

/** Paid appeals by county and stage, and the ones that need a look (decision 240). */
export function useOperatorPipeline() {
  return useQuery<Pipeline>({
    queryKey: ['operator', 'pipeline'],
    queryFn: () => request(OPERATOR_API.pipeline, { auth: true, schema: pipelineSchema }),
  });
}

export function useOperatorSummary() {
  return useQuery<OperatorSummary>({
    queryKey: operatorKeys.summary,
    queryFn: () => request(OPERATOR_API.summary, { auth: true, schema: summarySchema }),
    refetchInterval: 60_000,
  });
}

const LISTS = {
  messages: { path: OPERATOR_API.messages, item: messageItemSchema },
  leads: { path: OPERATOR_API.leads, item: leadItemSchema },
  orders: { path: OPERATOR_API.orders, item: orderItemSchema },
  users: { path: OPERATOR_API.users, item: userItemSchema },
  outbox: { path: OPERATOR_API.outbox, item: outboxItemSchema },
  audit: { path: OPERATOR_API.audit, item: auditItemSchema },
} as const;

export interface ListItems {
  messages: MessageItem;
  leads: LeadItem;
  orders: OrderItem;
  users: UserItem;
  outbox: OutboxItem;
  audit: AuditItem;
}

/** A list read a page at a time from the server (keyset cursor); `fetchNextPage` loads the next one. */
export function useOperatorList<K extends keyof ListItems>(what: K, filters: Filters) {
  const { path, item } = LISTS[what];
  const schema = pageSchema(item) as unknown as ZodType<Page<ListItems[K]>>;
  return useInfiniteQuery({
    queryKey: operatorKeys.list(what, filters),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      request(withQuery(path, { ...filters, cursor: pageParam }), { auth: true, schema }),
    getNextPageParam: (last: Page<ListItems[K]>) => last.next_cursor ?? undefined,
  });
}

/** Opening an item marks it read on the server: the unread counts and the list's badges follow. */
function useRefreshAfterRead() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: operatorKeys.summary });
    void client.invalidateQueries({ queryKey: ['operator', 'list'] });
  };
}

export function useMessage(id: string) {
  const refresh = useRefreshAfterRead();
  return useQuery<MessageDetail>({
    queryKey: operatorKeys.detail('message', id),
    queryFn: async () => {
      const detail = await request(OPERATOR_API.message(id), { auth: true, schema: messageDetailSchema });
      refresh();
      return detail;
    },
  });
}

export function useLead(id: string) {
  const refresh = useRefreshAfterRead();
  return useQuery<LeadItem>({
    queryKey: operatorKeys.detail('lead', id),
    queryFn: async () => {
      const detail = await request(OPERATOR_API.lead(id), { auth: true, schema: leadItemSchema });
      refresh();
      return detail;
    },
  });
}

export function useOrder(id: string) {
  return useQuery<OrderItem>({
    queryKey: operatorKeys.detail('order', id),
    queryFn: () => request(OPERATOR_API.order(id), { auth: true, schema: orderItemSchema }),
  });
}

export function useUser(id: string) {
  return useQuery<UserDetail>({
    queryKey: operatorKeys.detail('user', id),
    queryFn: () => request(OPERATOR_API.user(id), { auth: true, schema: userDetailSchema }),
  });
}

/** Marks a message or lead handled (or new again) with a note; refreshes the lists and the count. */
export function useChangeStatus(kind: 'message' | 'lead', id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange): Promise<MessageItem | LeadItem> =>
      kind === 'message'
        ? request(OPERATOR_API.messageStatus(id), {
            auth: true,
            method: 'POST',
            body: change,
            schema: messageItemSchema,
          })
        : request(OPERATOR_API.leadStatus(id), {
            auth: true,
            method: 'POST',
            body: change,
            schema: leadItemSchema,
          }),
    // The open item takes the answer (no second read: each read is an audited view); lists and counts reload.
    onSuccess: (item) => {
      client.setQueryData(operatorKeys.detail(kind, id), (old: object | undefined) =>
        old ? { ...old, ...item } : old,
      );
      void client.invalidateQueries({ queryKey: operatorKeys.summary });
      void client.invalidateQueries({ queryKey: ['operator', 'list'] });
    },
  });
}

/**
 * Downloads a CSV export with the list's filters. The server streams it; the browser keeps it as a
 * file (the request carries the Bearer token, so a plain link cannot fetch it).
 */
export async function downloadCsv(what: ExportKind, filters: Filters): Promise<void> {
  await downloadFile(withQuery(OPERATOR_API.exportCsv(what), filters), 'text/csv', `homie-${what}.csv`);
}

/** An export started by a button, as a mutation (it holds no server state to cache). */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: ({ what, filters }: { what: ExportKind; filters: Filters }) => downloadCsv(what, filters),
  });
}

/** Fetches a file with the Bearer token and hands it to the browser to keep under the server's name. */
async function downloadFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const { blob, headers } = await request(path, { auth: true, headers: { Accept: accept }, read: 'blob' });
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---- Mail delivered by hand on the embedded default (decision 211) ----

/** Opens a waiting e-mail whole (audited on the server): an operator reads it to deliver it by hand. */
export function openWaitingMail(id: string): Promise<OutboxMessage> {
  return request(OPERATOR_API.outboxMail(id), { auth: true, schema: outboxMessageSchema });
}

/** Saves a waiting e-mail as an .eml file (audited), to open in a mail program and send on. */
export function downloadEml(id: string): Promise<void> {
  return downloadFile(OPERATOR_API.outboxEml(id), 'message/rfc822', `homie-mail-${id}.eml`);
}

/** Opening a waiting e-mail whole, started by a button (each read is audited: nothing is cached). */
export function useOpenWaitingMail() {
  return useMutation({ mutationFn: openWaitingMail });
}

/** Saving a waiting e-mail as an .eml file, started by a button. */
export function useDownloadEml() {
  return useMutation({ mutationFn: downloadEml });
}

/** Records that a waiting e-mail was delivered by hand; the outbox and the count follow. */
export function useMarkDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(OPERATOR_API.outboxDelivered(id), {
        auth: true,
        method: 'POST',
        body: {},
        schema: outboxItemSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorKeys.summary });
      void client.invalidateQueries({ queryKey: ['operator', 'list'] });
    },
  });
}

// ---- "Free next year" credits under review (decision 212) ----

export const creditKeys = { pending: ['operator', 'credits', 'pending'] as const };

export function usePendingCredits() {
  return useQuery<CreditItem[]>({
    queryKey: creditKeys.pending,
    queryFn: async () =>
      (await request(`${OPERATOR_API.credits}?status=pending`, { auth: true, schema: creditsResponseSchema }))
        .items,
  });
}

/** Saves a credit's notice of decision (audited). */
export function downloadNotice(creditId: string): Promise<void> {
  return downloadFile(OPERATOR_API.creditNotice(creditId), '*/*', `notice-${creditId}`);
}

/** Saving a credit's notice, started by a button. */
export function useDownloadNotice() {
  return useMutation({ mutationFn: downloadNotice });
}

export function useReviewCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreditReviewBody }) =>
      request(OPERATOR_API.creditReview(id), { auth: true, method: 'POST', body, schema: creditItemSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'credits'] });
      void client.invalidateQueries({ queryKey: ['operator', 'list'] });
    },
  });
}
