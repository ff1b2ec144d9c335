import { execFile } from 'node:child_process';

/** Saves can be large (the reader takes up to 64 MB); git's output is read whole. */
const MAX_OUTPUT = 128 * 1024 * 1024;

/** Runs git in a folder and gives its output; a failure carries git's own stderr. */
export function git(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, encoding: 'utf8', maxBuffer: MAX_OUTPUT }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve(stdout);
    });
  });
}
