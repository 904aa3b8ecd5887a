// Electron security review in CI: electronegativity over the main process, the preload and the
// renderer (their sources, which its parser reads, and the desktop build's index.html, which
// carries the CSP), failing on any HIGH or CRITICAL finding or on a file it could not parse.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtPage = path.join(root, 'out/renderer/index.html');
if (!existsSync(builtPage)) {
  console.error('out/renderer/index.html is missing: run `npm run build:desktop` first.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'dfa-electronegativity-'));
const isSource = (file) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('test-support.ts');
const copySources = (folder) => {
  const walk = (directory) => {
    for (const entry of readdirSync(directory)) {
      const full = path.join(directory, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (isSource(full)) cpSync(full, path.join(work, path.relative(root, full)));
    }
  };
  walk(path.join(root, folder));
};
for (const folder of ['src-main', 'src-preload', 'src-renderer']) copySources(folder);
cpSync(builtPage, path.join(work, 'out/renderer/index.html'));

const electronVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const results = path.join(work, 'results.csv');
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'),
    ...[
      '--input',
      work,
      '--electron-version',
      electronVersion,
      '--output',
      results,
      '--relative',
      '--verbose',
      'false',
    ],
  ],
  { encoding: 'utf8' },
);
const output = `${run.stdout}\n${run.stderr}`;
const unparsed = output.split('\n').filter((line) => line.startsWith('Error parsing'));
if (run.status !== 0 || !existsSync(results)) {
  console.error(output);
  console.error('electronegativity did not finish.');
  process.exit(1);
}

const findings = readFileSync(results, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [check, severity, confidence, file, location] = line
      .split(',')
      .map((cell) => cell.replace(/^"|"$/g, ''));
    return { check, severity, confidence, file, location };
  });
rmSync(work, { recursive: true, force: true });

for (const finding of findings) {
  console.log(
    `${finding.severity.padEnd(8)} ${finding.confidence.padEnd(9)} ${finding.check}  ${finding.file} ${finding.location}`,
  );
}
const blocking = findings.filter((finding) => finding.severity === 'HIGH' || finding.severity === 'CRITICAL');
console.log(
  `electronegativity: ${findings.length} findings, ${blocking.length} high or critical, ${unparsed.length} unparsed files`,
);
for (const line of unparsed) console.error(line);
process.exit(blocking.length > 0 || unparsed.length > 0 ? 1 : 0);
