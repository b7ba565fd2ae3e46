#!/usr/bin/env node
// The README's commands start here, on a machine that has only Node and npm: this script fetches the
// pinned pnpm into .tools/, installs the workspace, builds what changed, then hands over.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pnpmVersion = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const pnpmDir = join(toolsDir, `pnpm-${pnpmVersion}`);
const pnpmBin = join(pnpmDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const buildStamp = join(toolsDir, 'build-stamp');

const env = {
  ...process.env,
  PATH: `${join(pnpmDir, 'node_modules', '.bin')}:${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  npm_config_update_notifier: 'false',
};

function log(message) {
  console.log(`[bootstrap] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`[bootstrap] ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  log(`installing pnpm ${pnpmVersion} into ${relative(root, pnpmDir)}`);
  mkdirSync(pnpmDir, { recursive: true });
  mustRun('npm', [
    'install',
    '--prefix',
    pnpmDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
}

export function pnpm(args) {
  return run(process.execPath, [pnpmBin, ...args]);
}

function ensureDependencies() {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  if (pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']) !== 0) {
    process.exit(1);
  }
}

const sourceRoots = ['packages', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const skipped = new Set(['node_modules', 'dist', 'coverage', '.turbo']);

function hashSources() {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (!skipped.has(name)) visit(join(path, name));
      }
    } else if (!/\.(test|property\.test|int\.test)\.tsx?$/.test(path)) {
      hash.update(relative(root, path));
      hash.update(readFileSync(path));
    }
  };
  for (const entry of sourceRoots) visit(join(root, entry));
  return hash.digest('hex');
}

/** Builds the packages unless nothing they are built from has changed since the last build. */
function ensureBuilt() {
  const digest = hashSources();
  const built = existsSync(join(root, 'packages', 'server', 'dist', 'main.js'));
  if (built && existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === digest) {
    log('build is up to date');
    return;
  }
  log('building packages');
  if (pnpm(['-r', '--filter', './packages/*', 'run', 'build']) !== 0) process.exit(1);
  writeFileSync(buildStamp, digest);
}

const commands = {
  start() {
    ensureBuilt();
    log('starting the product');
    // React's production build renders several times faster; NODE_ENV set outside wins.
    const status = run(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
      env: { ...env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    process.exit(status);
  },
  sandbox() {
    ensureBuilt();
    // Options after the command (`npm run sandbox -- --reset-idm`) go on to the sandbox.
    process.exit(run(process.execPath, ['packages/sandbox/dist/cli.js', ...process.argv.slice(3)]));
  },
  test() {
    ensureBuilt();
    process.exit(run(process.execPath, ['scripts/test-all.mjs']));
  },
  build() {
    ensureBuilt();
  },
};

const command = process.argv[2] ?? '';
if (!(command in commands)) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
ensurePnpm();
ensureDependencies();
commands[command]();
