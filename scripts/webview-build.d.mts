import type { BuildOptions } from 'esbuild';

export const WEBVIEW_CHUNKS: string;
export function webviewBuildOptions(options?: { dev?: boolean; root?: string }): BuildOptions;
export function clearWebviewChunks(root?: string): void;
