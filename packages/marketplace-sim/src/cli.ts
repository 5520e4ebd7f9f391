import { startMarketplaceSim } from './index';

const port = Number(process.env.SIM_PORT ?? 5100);
const sim = await startMarketplaceSim({ port });
console.log(`marketplace simulator on ${sim.url}`);
