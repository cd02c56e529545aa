// The upgrade checklist: which steps of an upgrade between two majors apply to a reader's program, without their code.
// The steps are the rules the playground's "Upgrade…" applies (src/upgrade/rules.mjs); the checklist itself is
// src/components/UpgradeChecklist, rendered in the server HTML and loaded with this route only.
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import UpgradeChecklist from '@site/src/components/UpgradeChecklist';

export default function Upgrade(): ReactNode {
  return (
    <Layout title="Upgrade checklist" description="Pick the inversify major you are on and the one you move to, tick what your program uses, and get the upgrade steps that apply, in order, each linked to its migration guide section.">
      <main className="container margin-vert--lg">
        <h1>Upgrade checklist</h1>
        <p>
          Moving a project to a newer inversify major? Choose the upgrade and tick what your program uses: the steps that
          concern it are listed below in the order to take them, each with a link to the section of the migration guide
          that shows the change. Steps marked “Rewrite” are changes to the code; “Check by hand” marks behaviour that
          changed without a compile error.
        </p>
        <UpgradeChecklist />
      </main>
    </Layout>
  );
}
