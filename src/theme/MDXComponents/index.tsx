// The MDX components of every page, plus the block the build wraps each embedded TypeScript sample in
// (src/samples/build/sampleBlock.mjs): its props come typed from the build, not parsed out of the code fence's meta.
import MDXComponents from '@theme-original/MDXComponents';
import SampleRunner from '@site/src/samples/page/SampleRunner';
import {SAMPLE_BLOCK} from '@site/src/samples/shared/block.mjs';

export default {...MDXComponents, [SAMPLE_BLOCK]: SampleRunner};
