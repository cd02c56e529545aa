// Share links of edited samples: `#edit-<sample id>=<code>`, the code encoded by ./shareCodec.mjs, in the URL
// fragment so that it never reaches a server.
import {SHARE_PREFIX} from '../SampleRunner/sampleId';
import {encodeCode} from './shareCodec.mjs';

/** The page's URL with the edited code of one sample in its fragment. */
export async function shareUrl(id: string, code: string): Promise<string> {
  const url = new URL(location.href);
  url.hash = `${SHARE_PREFIX.slice(1)}${id}=${await encodeCode(code)}`;
  return url.href;
}
