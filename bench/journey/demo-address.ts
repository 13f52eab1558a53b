/** An address of the running server's demo dataset that analyses to a full result (found through its API). */
export interface DemoAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

type Component = { long_name: string; short_name: string; types: string[] };

export async function findDemoAddress(baseUrl: string): Promise<DemoAddress> {
  for (const query of ['101', '150', '200', '300', '410', '520', '640', '777']) {
    const { predictions } = (await (
      await fetch(`${baseUrl}/autocomplete_address?query=${query}`)
    ).json()) as { predictions: { place_id: string }[] };
    for (const prediction of predictions ?? []) {
      const details = (await (
        await fetch(
          `${baseUrl}/autocomplete_address_details?place_id=${encodeURIComponent(prediction.place_id)}`,
        )
      ).json()) as {
        result: { address_components: Component[] };
      };
      const part = (type: string, short = false) => {
        const c = details.result.address_components.find((x) => x.types.includes(type));
        return (short ? c?.short_name : c?.long_name) ?? '';
      };
      if (part('subpremise')) continue;
      const address = {
        street: `${part('street_number')} ${part('route', true)}`,
        city: part('locality'),
        state: 'CA',
        zip: part('postal_code'),
      };
      const run = await fetch(`${baseUrl}/manual_analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(address),
      });
      if (!run.ok) continue;
      const { job_id } = (await run.json()) as { job_id: string };
      const result = (await (await fetch(`${baseUrl}/query_result?job_id=${job_id}`)).json()) as {
        comparable_properties?: unknown[];
      };
      if ((result.comparable_properties ?? []).length > 0) return address;
    }
  }
  throw new Error('no analysable address in the demo dataset');
}
