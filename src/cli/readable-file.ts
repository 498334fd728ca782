/**
 * A file a command was told to read, checked before any work starts, so a typo in the path is one
 * usage line (exit 2) rather than a stack trace half-way through.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { UsageError } from './usage-error.ts';

/** The file's size in bytes, once it is known to be a readable regular file. */
export async function readableSize(file: string): Promise<number> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new UsageError(`cannot read '${file}': no such file`);
  if (!info.isFile()) throw new UsageError(`cannot read '${file}': not a file`);
  await access(file, constants.R_OK).catch(() => {
    throw new UsageError(`cannot read '${file}': permission denied`);
  });
  return info.size;
}
