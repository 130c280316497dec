import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// /proc counts CPU time in USER_HZ ticks, 100 a second on every Linux architecture.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) the process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name, in parentheses: state (field 3) … utime (14) and stime (15).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The child of `parentPid` running the script whose path ends with `script`, from /proc (Linux). */
export function childRunning(parentPid: number, script: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(join('/proc', entry, 'cmdline'), 'utf8').split('\0');
      if (parent === parentPid && args.some((arg) => arg.endsWith(script))) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no child of ${parentPid} runs ${script}`);
}
