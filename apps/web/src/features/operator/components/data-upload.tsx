import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_IMPORT_FORMAT_KEYS,
  DATA_IMPORT_FORMATS,
  type DataImport,
  type DataUploadForm,
  dataUploadFormSchema,
} from '@homie/contracts/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { Progress } from '#components/ui/progress.tsx';
import { useDataImport, useUploadDataFile } from '../api/operator-api.ts';
import { SelectField } from './operator-bits.tsx';

const count = (n: number) => n.toLocaleString('en-US');

/** "1,204 rows read, 1,150 sales added, 40 already on file, 3 skipped" (only what applies). */
export function importCounts(state: DataImport): string {
  const parts = [`${count(state.rows_read)} rows read`];
  if (state.sales_added || state.sales_known || !state.roll_records)
    parts.push(`${count(state.sales_added)} sales added`);
  if (state.sales_known) parts.push(`${count(state.sales_known)} already on file`);
  if (state.homes_created) parts.push(`${count(state.homes_created)} homes created`);
  if (state.roll_records) parts.push(`${count(state.roll_records)} roll records written`);
  parts.push(`${count(state.skipped)} skipped`);
  return parts.join(', ');
}

/** Where one import stands, in words for the live region. */
function importStatus(state: DataImport): string {
  if (state.status === 'running') return `Importing ${state.file_name}: ${importCounts(state)}.`;
  if (state.status === 'done') return `Imported ${state.file_name}: ${importCounts(state)}.`;
  return `${state.file_name} was not imported completely.`;
}

function ImportProgress({ id }: { id: string }) {
  const query = useDataImport(id);
  const state = query.data;
  if (!state) return query.error ? <Alert variant="error">{query.error.message}</Alert> : null;
  const percent = state.bytes_total > 0 ? (state.bytes_read / state.bytes_total) * 100 : 0;
  return (
    <div className="grid gap-2">
      <p role="status" className="text-teal-100">
        {importStatus(state)}
      </p>
      {state.status === 'running' && <Progress value={percent} label="Import progress" />}
      {state.error && <Alert variant="error">{state.error}</Alert>}
      {state.first_skipped.length > 0 && (
        <div>
          <h3 className="font-semibold text-white">
            {state.skipped > state.first_skipped.length
              ? `First ${state.first_skipped.length} skipped lines`
              : 'Skipped lines'}
          </h3>
          <ul className="list-disc pl-5 text-sm text-teal-200">
            {state.first_skipped.map((s) => (
              <li key={s.line}>
                Line {s.line}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The Data page's upload (issue 54 item 3, decision 239): a sales export or an assessor roll, sent
 * to the running server, which imports it while the site serves; its progress shows as it runs.
 */
export function DataUpload() {
  const [uploaded, setUploaded] = useState(0);
  const [importId, setImportId] = useState<string>();
  const upload = useUploadDataFile(setUploaded);
  const form = useForm<DataUploadForm>({
    resolver: zodResolver(dataUploadFormSchema),
    defaultValues: { format: 'redfin' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const file = (values.files as FileList)[0] as File;
    setUploaded(0);
    setImportId(undefined);
    try {
      const started = await upload.mutateAsync({ format: values.format, file });
      setImportId(started.id);
      form.resetField('files');
    } catch {
      // the error shows under the form
    }
  });
  return (
    <section aria-labelledby="data-upload-title" className="grid gap-3 rounded-xl border border-teal-700 p-3">
      <h2 id="data-upload-title" className="font-semibold text-white">
        Import a file
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Import a file">
        <SelectField label="Format" {...form.register('format')}>
          {DATA_IMPORT_FORMAT_KEYS.map((key) => (
            <option key={key} value={key}>
              {DATA_IMPORT_FORMATS[key]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="File"
          type="file"
          accept=".csv,.txt,text/csv"
          hint="A CSV export, up to 1 GB. The site keeps serving while it is imported; a file imported twice adds nothing."
          error={errors.files?.message}
          {...form.register('files')}
        />
        <div className="sm:col-span-2 grid gap-2">
          {upload.isPending && (
            <>
              <p role="status" className="text-teal-100">
                Uploading… {Math.round(uploaded)}%
              </p>
              <Progress value={uploaded} label="Upload progress" />
            </>
          )}
          {upload.error && <Alert variant="error">{upload.error.message}</Alert>}
          <Button type="submit" isLoading={upload.isPending} className="justify-self-start">
            Upload and import
          </Button>
        </div>
      </form>
      {importId && <ImportProgress id={importId} />}
    </section>
  );
}
