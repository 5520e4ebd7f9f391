/** `npm run bench`: every benchmark in turn, figures printed as Markdown. */
import { runApiBench } from './api.bench';
import { runCatalogueBench } from './catalogue.bench';
import { runMediaBench } from './media.bench';
import { runSsrBench } from './ssr.bench';

const benches: Record<string, () => Promise<void>> = {
  api: runApiBench,
  catalogue: runCatalogueBench,
  media: runMediaBench,
  ssr: runSsrBench,
};
const only = process.argv[2];
for (const [name, run] of Object.entries(benches)) {
  if (!only || only === name) await run();
}
