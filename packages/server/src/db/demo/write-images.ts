/**
 * `npm run demo:images`: writes the demo catalogue's SVG pictures into the web app's public
 * folder (Vite copies it into the build). Run it after changing the demo catalogue and commit
 * the files with the change.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE_BASE } from '../demo-catalogue';
import { demoImages } from './images';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const outDir = path.join(publicDir, DEMO_IMAGE_BASE);
rmSync(outDir, { recursive: true, force: true });
const files = demoImages();
for (const file of files) {
  const target = path.join(publicDir, file.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file.svg);
}
console.log(`wrote ${files.length} pictures to ${path.relative(process.cwd(), outDir)}`);
