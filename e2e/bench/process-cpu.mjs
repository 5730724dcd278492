import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in microseconds (Linux clock ticks of 10 ms). */
export function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
