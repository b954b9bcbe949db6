/**
 * Runs a command and stops it only when it has printed nothing for a while: `tsx scripts/until-silent.ts
 * <minutes> <command> [args...]`. A test run that hangs (a worker kept alive) goes silent; a run on a
 * busy machine is slow but keeps printing each finished file, so it is never cut short for being slow,
 * however busy the machine. Exits with the command's status, or 124 after saying why it stopped it.
 */
import { spawn } from 'node:child_process';

const [minutesArg, command, ...args] = process.argv.slice(2);
const minutes = Number(minutesArg);
if (!command || !(minutes > 0)) {
  console.error('usage: tsx scripts/until-silent.ts <minutes> <command> [args...]');
  process.exit(2);
}

// Its own process group, so stopping it stops the workers it started too.
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let stoppedForSilence = false;

const stopGroup = (signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group has already gone.
  }
};

let silence: NodeJS.Timeout;
const restartSilenceTimer = () => {
  clearTimeout(silence);
  silence = setTimeout(() => {
    stoppedForSilence = true;
    console.error(`\n${command} printed nothing for ${minutes} minutes and was stopped`);
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 30_000).unref();
  }, minutes * 60_000);
};
restartSilenceTimer();

child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  restartSilenceTimer();
});
child.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  restartSilenceTimer();
});

// Ctrl-C or CI's own stop reaches the whole group.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopGroup(signal));

child.on('close', (code, signal) => {
  clearTimeout(silence);
  process.exit(stoppedForSilence ? 124 : (code ?? (signal ? 1 : 0)));
});
