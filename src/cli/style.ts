/** ANSI colour for terminals that want it: on a TTY, unless NO_COLOR is set; FORCE_COLOR forces it. */
export function useColour(stream: NodeJS.WriteStream, flag?: boolean): boolean {
  if (flag !== undefined) return flag;
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

export { sgr } from '../engine';
