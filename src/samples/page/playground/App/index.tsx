// The playground's app, loaded by its page (src/pages/playground) after hydration: the reader's files in an editor
// of tabs, the release to check and run them against, and what a run printed, how it resolved and why it failed.
// Code flows: editor -> the release's compiler worker (src/samples/page/editor/compiler.ts: type errors of every file,
// then JavaScript) -> the sample runner's sandbox (src/samples/page/runner) -> ./Output (console, the failing path,
// the error reference entry, the plan). The files come from, in order: a share link (../shareFiles.mjs), a sample the
// address names (`?sample=`), what the reader had last time (../storage.mjs), or the release's starter program.
// What the reader has is kept as they type. Files that replace theirs from outside the editor (a link, a sample, Start
// over) are kept only once the reader edits or runs them: until then the reader's own files stay kept, and one click
// ("Back to your code") brings them back. A link or a window that opened the playground changes nothing the reader
// keeps.
import React, {Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadManifest, loadSources, type Version} from '@site/src/samples/page/runner';
import {checkPlayground, compilePlayground, type EditorDiagnostic, type FileDiagnostics} from '@site/src/samples/page/editor/compiler';
import {checkSummary, moreSummary, type CheckState} from '@site/src/samples/page/editor/extensions';
import {DIAGNOSTIC_LIMIT} from '@site/src/samples/shared/limits.mjs';
import {framedByAnotherSite} from '@site/src/plugins/framed-page/framed.mjs';
import {DEFAULT_PLAYGROUND_VERSION, labelOf, playgroundHref, readPlaygroundAddress, versionOfLabel} from '@site/src/samples/shared/playgroundAddress.mjs';
import {SAMPLE_VERSIONS, recordOfVersion, versionOfRecord} from '@site/src/samples/shared/versions.mjs';
import type {TestedRelease} from '@site/src/siteData/testedReleases';
import {FILE_LIMIT, entryOf, filesOfSample, newFileName, nameProblem, type PlaygroundFile} from '../files.mjs';
import {DEFAULT_SETTINGS, TSCONFIG_NAME, settingsSummary, tsconfigText} from '../tsconfig.mjs';
import {decodePlayground, encodePlayground, sharedPayloadOf, SHARE_KEY} from '../shareFiles.mjs';
import {keep, readKept} from '../storage.mjs';
import Editor, {type EditorApi} from './Editor';
import Output, {type RunRequest} from './Output';
import styles from './styles.lazy.module.css'; // with the app's chunk (src/plugins/lazy-css)

/** The upgrade panel and the transform's rules arrive when a reader first asks for an upgrade. */
const UpgradePanel = lazy(() => import('../Upgrade'));

/** Whether the site documents a later major than `version`'s: what an upgrade can carry its program to. */
const hasLaterMajor = (version: Version): boolean => SAMPLE_VERSIONS.some((v) => Number(recordOfVersion(v)) > Number(recordOfVersion(version)));

interface Workspace {
  version: Version;
  files: PlaygroundFile[];
  /** Name of the file in the editor. */
  active: string;
}

/**
 * What the page tells the reader. A link's code, a sample or the starter program that replaced the reader's files
 * carries those files (`previous`, none on a first visit): one click brings them back.
 */
type Notice =
  | {kind: 'link'; previous?: Workspace}
  | {kind: 'sample'; file: string; previous?: Workspace}
  | {kind: 'starter'; previous?: Workspace}
  | {kind: 'upgrade'; from: Version; previous: Workspace}
  | {kind: 'problem'; text: string};

/** The starter program of a release, as playground files. */
async function starterOf(version: Version): Promise<PlaygroundFile[]> {
  const manifest = await loadManifest(version);
  return filesOfSample(await loadSources(version, manifest.starter));
}

/** A runnable sample of a release, as playground files (its entry first). */
async function sampleFiles(version: Version, file: string): Promise<PlaygroundFile[]> {
  const manifest = await loadManifest(version);
  if (manifest.samples[file]?.kind !== 'run') throw new Error(`${file} is not a sample of ${labelOf(version)} that runs in the browser.`);
  return filesOfSample(await loadSources(version, file));
}

/** The files and release of a share link's payload, or why they cannot be opened. */
async function openShared(payload: string): Promise<{workspace: Workspace} | {problem: string}> {
  try {
    const shared = await decodePlayground(payload);
    const version = versionOfRecord(shared.release);
    if (version === undefined) throw new Error(`it names a release this site does not document ("${shared.release}")`);
    return {workspace: {version, files: shared.files, active: entryOf(shared.files) ?? ''}};
  } catch (error) {
    return {problem: `This link's code could not be opened (${error instanceof Error ? error.message : String(error)}).`};
  }
}

/**
 * Where the playground starts, from the address, the kept files or the starter; with what to tell the reader, and
 * whether the files are the reader's own (`adopted`: kept as they are) or replace them until an edit or a Run.
 */
async function opening(): Promise<{workspace: Workspace; notices: Notice[]; storage: boolean; adopted: boolean}> {
  const address = readPlaygroundAddress(location.search);
  const notices: Notice[] = address.problems.map((text) => ({kind: 'problem', text}));
  const kept = readKept();
  const storage = kept !== 'unavailable';
  const keptWorkspace = (): Workspace | undefined => {
    if (kept === undefined || kept === 'unavailable') return undefined;
    const version = address.version ?? versionOfRecord(kept.release) ?? DEFAULT_PLAYGROUND_VERSION;
    return {version, files: kept.files, active: entryOf(kept.files) ?? ''};
  };
  const payload = sharedPayloadOf(location.hash);
  if (payload !== undefined) {
    const opened = await openShared(payload);
    // The link's payload names its release line; the label in its address is the one of the day it was made, which a
    // version cut may have moved since (a link made for `next` opens on the same major after `next` becomes '8.x').
    if ('workspace' in opened) return {workspace: opened.workspace, notices: [{kind: 'link', previous: keptWorkspace()}], storage, adopted: false};
    notices.push({kind: 'problem', text: opened.problem});
  }
  if (address.sample !== undefined) {
    const version = address.version ?? DEFAULT_PLAYGROUND_VERSION;
    try {
      const files = await sampleFiles(version, address.sample);
      return {workspace: {version, files, active: entryOf(files) ?? ''}, notices: [...notices, {kind: 'sample', file: address.sample, previous: keptWorkspace()}], storage, adopted: false};
    } catch (error) {
      notices.push({kind: 'problem', text: error instanceof Error ? error.message : String(error)});
    }
  }
  const fromKept = keptWorkspace();
  if (fromKept !== undefined) return {workspace: fromKept, notices, storage, adopted: true};
  const version = address.version ?? DEFAULT_PLAYGROUND_VERSION;
  const files = await starterOf(version);
  return {workspace: {version, files, active: entryOf(files) ?? ''}, notices, storage, adopted: true};
}

type Rename = {from: string; value: string; problem?: string} | null;

/**
 * The reader's own files, to bring back once others replace them: those in the editor if the reader has made them
 * theirs (edited or run them), else those the notice of the files in the editor kept (a link replacing a link).
 */
function yourCode({workspace, adopted, notices}: {workspace: Workspace | null; adopted: boolean; notices: Notice[]}, editor: EditorApi | null): Workspace | undefined {
  if (workspace === null) return undefined;
  if (adopted) return {...workspace, files: editor?.files() ?? workspace.files};
  for (const notice of notices) if (notice.kind !== 'problem' && notice.previous !== undefined) return notice.previous;
  return undefined;
}

export default function PlaygroundApp(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const releases = siteConfig.customFields?.testedReleases as TestedRelease[] | undefined;
  /** The playground's address for a release, below the site's base URL. */
  const addressOf = (v: Version): URL => new URL(`${siteConfig.baseUrl}${playgroundHref(v).slice(1)}`, location.origin);
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [storage, setStorage] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The release whose manifest has arrived: the editor waits for it (its checks and a Run read the manifest themselves). */
  const [manifestOf, setManifestOf] = useState<Version | null>(null);
  /** The last check of every file: diagnostics by file name. */
  const [diagnostics, setDiagnostics] = useState<CheckState<Record<string, FileDiagnostics>>>({phase: 'checking'});
  /** False while the files replace the reader's (a link, a sample, Start over) and they have neither edited nor run them: not kept. */
  const [adopted, setAdopted] = useState(false);
  /** Framed by another site: the page shows the framing notice, and the app starts nothing (src/plugins/framed-page). */
  const [framed] = useState(framedByAnotherSite);
  const [runRequest, setRunRequest] = useState<RunRequest | null>(null);
  /** How many Runs the reader has pressed on this page. */
  const runs = useRef(0);
  const [rename, setRename] = useState<Rename>(null);
  /** The upgrade panel is open. */
  const [upgrading, setUpgrading] = useState(false);
  const [message, setMessage] = useState('');
  /** Counts the times the files were replaced from outside the editor (starter, link, previous code): the editor starts anew. */
  const [revision, setRevision] = useState(0);
  const editor = useRef<EditorApi | null>(null);
  /** What the page shows, for the handler of a link that arrives later. */
  const shown = useRef<{workspace: Workspace | null; adopted: boolean; notices: Notice[]}>({workspace: null, adopted: false, notices: []});
  useEffect(() => {
    shown.current = {workspace, adopted, notices};
  }, [workspace, adopted, notices]);
  /** The tab to focus once the rename field has gone (Enter, Escape or Cancel). */
  const focusTab = useRef<string | null>(null);
  const tabList = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const selectId = useId();

  useEffect(() => {
    if (framed) return;
    opening().then(
      ({workspace: first, notices: told, storage: kept, adopted: own}) => {
        setWorkspace(first);
        setNotices(told);
        setStorage(kept);
        setAdopted(own);
        // The address keeps the release only: the sample or the link's code is in the editor now, and a reload shows
        // what the reader made of it (kept), not the link again.
        history.replaceState(history.state, '', addressOf(first.version).href);
      },
      (error: unknown) => setLoadError(`The playground could not load: ${error instanceof Error ? error.message : String(error)}`),
    );
    // A link pasted into the address bar of this page changes only the fragment: no new page load reads it.
    const onHashChange = (): void => {
      const payload = sharedPayloadOf(location.hash);
      if (payload === undefined) return;
      void openShared(payload).then((opened) => {
        if ('problem' in opened) {
          setNotices([{kind: 'problem', text: opened.problem}]);
          history.replaceState(history.state, '', location.pathname + location.search);
          return;
        }
        // The reader's files come back with one click, and stay kept until an edit or a Run.
        const previous = yourCode(shown.current, editor.current);
        setWorkspace(opened.workspace);
        setRevision((r) => r + 1);
        setAdopted(false);
        setNotices([{kind: 'link', previous}]);
        setRunRequest(null);
        setDiagnostics({phase: 'checking'});
        history.replaceState(history.state, '', addressOf(opened.workspace.version).href);
      });
    };
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
    // Once: the handlers read only setters, refs and the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const version = workspace?.version;
  const release = useMemo(() => {
    if (version === undefined) return '';
    const label = labelOf(version);
    const tested = releases?.find((r) => r.label === label)?.inversify;
    return tested === undefined ? label : `inversify ${tested} (${label})`;
  }, [version, releases]);
  useEffect(() => {
    if (version === undefined) return;
    let current = true;
    loadManifest(version).then(
      () => current && setManifestOf(version),
      (error: unknown) => current && setLoadError(`The playground could not load the ${labelOf(version)} release: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      current = false;
    };
  }, [version]);

  // What the reader has is kept as they type (when storage lets the site keep it); files that replaced theirs, once
  // the reader has edited or run them.
  useEffect(() => {
    if (workspace === null || !storage || !adopted) return;
    const timer = setTimeout(() => {
      if (!keep({release: recordOfVersion(workspace.version), files: workspace.files})) setStorage(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [workspace, storage, adopted]);

  // The renamed tab takes the focus back from the rename field, which is gone.
  useEffect(() => {
    const name = focusTab.current;
    if (name === null || rename !== null) return;
    focusTab.current = null;
    Array.from(tabList.current?.querySelectorAll<HTMLButtonElement>('button[data-file]') ?? [])
      .find((tab) => tab.dataset.file === name)
      ?.focus();
  });

  /** The release the page shows now, for checks and runs that end after a switch. */
  const shownVersion = useRef<Version | undefined>(undefined);
  useLayoutEffect(() => {
    shownVersion.current = version;
  }, [version]);

  /**
   * The compiler's sources of `files` on the release shown. What the release can import is read from its manifest
   * when the check or run starts, awaited if it has not arrived yet: a Run pressed before it arrives waits for it.
   */
  const sources = useCallback(
    async (files: PlaygroundFile[]) => {
      const v = version as Version;
      const {packages} = await loadManifest(v);
      return {version: v, files: Object.fromEntries(files.map((f) => [f.name, f.code])), packages, release};
    },
    [version, release],
  );

  /**
   * Type errors of every file, for the editor's active one and the list under it. A check of a release no longer
   * shown (the reader switched while it ran) is dropped: the list belongs to the release in the picker.
   */
  const checkAll = useCallback(
    async (files: PlaygroundFile[]): Promise<Record<string, FileDiagnostics>> => {
      const checkedVersion = version;
      const current = (): boolean => shownVersion.current === checkedVersion;
      try {
        const found = await checkPlayground(await sources(files));
        if (current()) setDiagnostics({phase: 'done', diagnostics: found});
        return found;
      } catch (error) {
        if (current()) setDiagnostics({phase: 'failed', message: error instanceof Error ? error.message : String(error)});
        return {};
      }
    },
    [sources, version],
  );

  const onEdit = useCallback((name: string, code: string) => {
    setWorkspace((w) => (w === null ? w : {...w, files: w.files.map((f) => (f.name === name ? {...f, code} : f))}));
    setAdopted(true);
  }, []);

  const runNow = useCallback(() => {
    if (workspace === null) return;
    setAdopted(true);
    const files = editor.current?.files() ?? workspace.files;
    const entry = entryOf(files) ?? 'main.ts';
    // Counted across the page's life, not from the last request: after a link, a release switch or Start over clear
    // it, the next Run's count must still differ from every earlier run's, whose result Output keeps by its count.
    runs.current += 1;
    setRunRequest({
      count: runs.current,
      version: workspace.version,
      entry,
      compile: async () => compilePlayground(await sources(files), entry),
    });
  }, [workspace, sources]);

  if (framed) {
    // Hidden with the rest of the app under the framing notice: said for whoever reads the page's text.
    return (
      <p data-framed-playground>
        This playground is shown inside another site: it opens no link and keeps no code here. Open it on its own.
      </p>
    );
  }
  if (loadError !== null) return <p role="alert">{loadError}</p>;
  if (workspace === null) return <p role="status">Loading the playground…</p>;

  const switchVersion = (label: string): void => {
    const next = versionOfLabel(label);
    if (next === undefined || next === workspace.version) return;
    setDiagnostics({phase: 'checking'});
    // The output was the other release's: Run shows this one's.
    setRunRequest(null);
    setWorkspace({...workspace, files: editor.current?.files() ?? workspace.files, version: next});
    history.replaceState(history.state, '', addressOf(next).href);
    setMessage(`Release ${label}: the files are checked against it again.`);
  };
  const select = (name: string): void => setWorkspace({...workspace, files: editor.current?.files() ?? workspace.files, active: name});
  const addFile = (): void => {
    const files = editor.current?.files() ?? workspace.files;
    if (files.length >= FILE_LIMIT) return setMessage(`The playground holds at most ${FILE_LIMIT} files.`);
    const name = newFileName(files.map((f) => f.name));
    setWorkspace({...workspace, files: [...files, {name, code: ''}], active: name});
    setAdopted(true);
    setMessage(`Added ${name}.`);
  };
  /** The release's settings as a tsconfig.json tab, to change them (one at most: an existing one is shown). */
  const addTsconfig = (): void => {
    const files = editor.current?.files() ?? workspace.files;
    if (files.some((f) => f.name === TSCONFIG_NAME)) return select(TSCONFIG_NAME);
    if (files.length >= FILE_LIMIT) return setMessage(`The playground holds at most ${FILE_LIMIT} files: close one to add ${TSCONFIG_NAME}.`);
    setWorkspace({...workspace, files: [...files, {name: TSCONFIG_NAME, code: tsconfigText(DEFAULT_SETTINGS[workspace.version])}], active: TSCONFIG_NAME});
    setAdopted(true);
    setMessage(`Added ${TSCONFIG_NAME} with the settings in force: edit it to change them.`);
  };
  const closeFile = (name: string): void => {
    const files = (editor.current?.files() ?? workspace.files).filter((f) => f.name !== name);
    if (entryOf(files) === undefined) return setMessage('The playground keeps at least one TypeScript file.');
    setWorkspace({...workspace, files, active: workspace.active === name ? (entryOf(files) as string) : workspace.active});
    setAdopted(true);
    setMessage(`Closed ${name}.`);
  };
  /** Closes the rename field, the focus going to the tab of `name`. */
  const endRename = (name: string): void => {
    focusTab.current = name;
    setRename(null);
  };
  const commitRename = (): void => {
    if (rename === null) return;
    const value = rename.value.trim();
    const files = editor.current?.files() ?? workspace.files;
    if (value === rename.from) return endRename(value);
    const renamed = files.map((f) => (f.name === rename.from ? {...f, name: value} : f));
    const problem = nameProblem(value, files.map((f) => f.name).filter((n) => n !== rename.from)) ?? (entryOf(renamed) === undefined ? 'The program keeps at least one TypeScript file.' : undefined);
    if (problem !== undefined) return setRename({...rename, problem});
    setWorkspace({...workspace, files: renamed, active: workspace.active === rename.from ? value : workspace.active});
    setAdopted(true);
    endRename(value);
    setMessage(`Renamed ${rename.from} to ${value}.`);
  };
  const startOver = async (): Promise<void> => {
    try {
      const previous = yourCode({workspace, adopted, notices}, editor.current);
      const files = await starterOf(workspace.version);
      setWorkspace({...workspace, files, active: entryOf(files) ?? ''});
      setRevision((r) => r + 1);
      setAdopted(false);
      setNotices([{kind: 'starter', previous}]);
      setRunRequest(null);
    } catch (error) {
      setMessage(`The starter program could not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const restore = (previous: Workspace): void => {
    setWorkspace(previous);
    setRevision((r) => r + 1);
    setAdopted(true);
    setNotices((all) => all.filter((n) => n.kind === 'problem'));
    setRunRequest(null);
    setDiagnostics({phase: 'checking'});
    history.replaceState(history.state, '', addressOf(previous.version).href);
    setMessage('Your code is back in the editor.');
  };
  /** The upgrade's files in the editor, on the release they were upgraded to; the program upgraded comes back with one click. */
  const openUpgrade = (files: PlaygroundFile[], target: Version): void => {
    // What was in the editor, whoever's it was (a link's code too): the program the reader chose to upgrade.
    const previous = {...workspace, files: editor.current?.files() ?? workspace.files};
    setWorkspace({version: target, files, active: entryOf(files) ?? ''});
    setRevision((r) => r + 1);
    setAdopted(false);
    setNotices([{kind: 'upgrade', from: workspace.version, previous}]);
    setRunRequest(null);
    setDiagnostics({phase: 'checking'});
    setUpgrading(false);
    history.replaceState(history.state, '', addressOf(target).href);
  };
  /** The button that brings the reader's files back, where a notice carries them. */
  const backToYourCode = (previous: Workspace | undefined): ReactNode =>
    previous !== undefined && (
      <button type="button" className="button button--sm button--secondary" onClick={() => restore(previous)}>
        Back to your code
      </button>
    );
  const copyLink = async (): Promise<void> => {
    try {
      const files = editor.current?.files() ?? workspace.files;
      const url = addressOf(workspace.version);
      url.hash = `${SHARE_KEY}=${await encodePlayground({release: recordOfVersion(workspace.version), files})}`;
      await navigator.clipboard.writeText(url.href);
      setMessage('Link copied: it holds every file and the release.');
    } catch (error) {
      setMessage(`The link could not be copied: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /** Diagnostics by file name, none until a check is done. */
  const byFile = diagnostics.phase === 'done' ? diagnostics.diagnostics : {};
  const entry = entryOf(workspace.files) ?? 'main.ts';
  const hasTsconfig = workspace.files.some((f) => f.name === TSCONFIG_NAME);
  return (
    <div className={styles.playground} data-playground={labelOf(workspace.version)}>
      {notices.map((notice, i) => {
        if (notice.kind === 'link') {
          return (
            <div key={i} className="alert alert--warning margin-bottom--sm" data-linked-code>
              <p role="alert" className="margin-bottom--sm">
                This playground holds code from a link, not yours and not the site&apos;s. Read it before you run it: nothing runs until you press Run.
                {notice.previous !== undefined && ' Your own code stays kept until you edit or run this.'}
              </p>
              {notice.previous === undefined ? (
                <button type="button" className="button button--sm button--secondary" onClick={() => void startOver()}>
                  Open the starter program instead
                </button>
              ) : (
                backToYourCode(notice.previous)
              )}
            </div>
          );
        }
        if (notice.kind === 'starter') {
          return (
            <div key={i} className="alert alert--info margin-bottom--sm" data-starter>
              <p role="status" className="margin-bottom--sm">
                The {labelOf(workspace.version)} starter program is in the editor.
              </p>
              {backToYourCode(notice.previous)}
            </div>
          );
        }
        if (notice.kind === 'upgrade') {
          return (
            <div key={i} className="alert alert--info margin-bottom--sm" data-upgraded-from={labelOf(notice.from)}>
              <p role="status" className="margin-bottom--sm">
                The upgrade of the {labelOf(notice.from)} program to {labelOf(workspace.version)} is in the editor; the program as it was is one click away.
              </p>
              {backToYourCode(notice.previous)}
            </div>
          );
        }
        if (notice.kind === 'sample') {
          return (
            <div key={i} className="alert alert--info margin-bottom--sm" data-opened-sample={notice.file}>
              <p role="status" className={notice.previous === undefined ? 'margin-bottom--none' : 'margin-bottom--sm'}>
                Opened the sample <code>{notice.file}</code> from the {labelOf(workspace.version)} docs.
              </p>
              {backToYourCode(notice.previous)}
            </div>
          );
        }
        return (
          <p key={i} role="alert" className="alert alert--danger margin-bottom--sm">
            {notice.text}
          </p>
        );
      })}
      {!storage && (
        <p className={styles.note} data-storage="unavailable">
          Your code is not kept between visits: this browser does not let the site store it. Copy a link to keep it.
        </p>
      )}
      <div className={styles.toolbar}>
        <label htmlFor={selectId} className={styles.release}>
          Release
        </label>
        <select id={selectId} className={styles.select} value={labelOf(workspace.version)} onChange={(event) => switchVersion(event.target.value)}>
          {SAMPLE_VERSIONS.map((v) => {
            const label = labelOf(v);
            const tested = releases?.find((r) => r.label === label)?.inversify;
            return (
              <option key={v} value={label}>
                {tested === undefined ? label : `${label} (inversify ${tested})`}
              </option>
            );
          })}
        </select>
        <button type="button" className="button button--sm button--primary" onClick={runNow} aria-describedby={hintId}>
          Run
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => void copyLink()}>
          Copy link
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => void startOver()}>
          Start over
        </button>
        {hasLaterMajor(workspace.version) && (
          <button type="button" className="button button--sm button--secondary" aria-expanded={upgrading} onClick={() => setUpgrading((open) => !open)}>
            Upgrade…
          </button>
        )}
        <span role="status" className={styles.message}>
          {message}
        </span>
      </div>
      <p className={styles.settings} data-settings={hasTsconfig ? TSCONFIG_NAME : 'defaults'}>
        {hasTsconfig ? (
          <>
            Settings: the program&apos;s <code>{TSCONFIG_NAME}</code> (what it sets that the playground cannot honour is named there).
          </>
        ) : (
          <>
            Settings ({labelOf(workspace.version)} defaults): <span className={styles.settingsList}>{settingsSummary(DEFAULT_SETTINGS[workspace.version])}</span>{' '}
            <button type="button" className="button button--sm button--link" onClick={addTsconfig}>
              Add {TSCONFIG_NAME}
            </button>
          </>
        )}
      </p>
      {upgrading && hasLaterMajor(workspace.version) && (
        <Suspense fallback={<p role="status">Loading the upgrade…</p>}>
          <UpgradePanel key={`${workspace.version}/${revision}`} version={workspace.version} files={() => editor.current?.files() ?? workspace.files} onOpen={openUpgrade} onClose={() => setUpgrading(false)} />
        </Suspense>
      )}
      <div className={styles.columns}>
        <section className={styles.code} aria-label="Files">
          <div className={styles.files}>
            <ul className={styles.tabs} aria-label="Files of the program" ref={tabList}>
              {workspace.files.map((file) => {
                const count = byFile[file.name]?.total ?? 0;
                return (
                  <li key={file.name}>
                    <button
                      type="button"
                      className={styles.tab}
                      data-file={file.name}
                      aria-current={file.name === workspace.active ? 'true' : undefined}
                      aria-label={`${file.name}${file.name === entry ? ', runs first' : ''}${count > 0 ? `, ${count} ${file.name === TSCONFIG_NAME ? 'problem' : 'type error'}${count === 1 ? '' : 's'}` : ''}`}
                      onClick={() => select(file.name)}>
                      {file.name}
                      {file.name === entry && <span className={styles.entry}> (runs first)</span>}
                      {count > 0 && <span className={styles.count}>{count}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className={styles.fileActions}>
              <button type="button" className="button button--sm button--secondary" onClick={addFile}>
                Add file
              </button>
              <button type="button" className="button button--sm button--secondary" onClick={() => setRename({from: workspace.active, value: workspace.active})} aria-label={`Rename ${workspace.active}`}>
                Rename
              </button>
              <button type="button" className="button button--sm button--secondary" onClick={() => closeFile(workspace.active)} aria-label={`Close ${workspace.active}`} disabled={workspace.files.length === 1}>
                Close
              </button>
            </div>
          </div>
          {rename !== null && (
            <form
              className={styles.rename}
              onSubmit={(event) => {
                event.preventDefault();
                commitRename();
              }}>
              <label>
                New name of {rename.from}{' '}
                <input
                  autoFocus
                  value={rename.value}
                  aria-invalid={rename.problem !== undefined}
                  onChange={(event) => setRename({...rename, value: event.target.value, problem: undefined})}
                  onKeyDown={(event) => event.key === 'Escape' && endRename(rename.from)}
                />
              </label>{' '}
              <button type="submit" className="button button--sm button--primary">
                Rename
              </button>{' '}
              <button type="button" className="button button--sm button--secondary" onClick={() => endRename(rename.from)}>
                Cancel
              </button>
              {rename.problem !== undefined && (
                <p role="alert" className={styles.problem}>
                  {rename.problem}
                </p>
              )}
            </form>
          )}
          {manifestOf !== workspace.version ? (
            // The editor's place while the release's manifest loads: nothing moves when the editor arrives.
            <div className={styles.editor} />
          ) : (
            <Editor
              key={`${workspace.version}/${revision}`}
              ref={editor}
              version={workspace.version}
              files={workspace.files}
              active={workspace.active}
              hintId={hintId}
              onEdit={onEdit}
              onRun={runNow}
              check={checkAll}
            />
          )}
          <p id={hintId} className={styles.hint}>
            Ctrl+Enter runs; Ctrl+Space completes; Ctrl+Shift+Space shows the type at the cursor; Escape then Tab leaves the editor. The first TypeScript file runs first.
          </p>
          <Diagnostics state={diagnostics} onGoTo={(name, d) => {
              select(name);
              editor.current?.goTo(name, d);
            }} />
        </section>
        <Output request={runRequest} name={entry} release={release} />
      </div>
    </div>
  );
}

/** Every file's type errors, listed up to DIAGNOSTIC_LIMIT in all (the rest counted), each a link into the code. */
function Diagnostics({state, onGoTo}: {state: CheckState<Record<string, FileDiagnostics>>; onGoTo: (name: string, d: EditorDiagnostic) => void}): ReactNode {
  const files = state.phase === 'done' ? Object.entries(state.diagnostics) : [];
  const listed = files.flatMap(([name, {shown}]) => shown.map((d) => ({name, d}))).slice(0, DIAGNOSTIC_LIMIT);
  const total = files.reduce((sum, [, {total: count}]) => sum + count, 0);
  const more = moreSummary(listed.length, total);
  // What the tsconfig.json tab says of its options is not a type error of the code: counted apart.
  const settings = state.phase === 'done' ? (state.diagnostics[TSCONFIG_NAME]?.total ?? 0) : 0;
  const typeErrors = checkSummary(state, total - settings);
  const summary = settings === 0 ? typeErrors : `${typeErrors.replace(/[.:]$/, '')}; ${settings} ${settings === 1 ? 'message' : 'messages'} on ${TSCONFIG_NAME}:`;
  return (
    <div aria-live="polite" className={styles.diagnostics} data-check={state.phase}>
      <p className="margin-bottom--none">{summary}</p>
      {listed.length > 0 && (
        <ul className="margin-bottom--none">
          {listed.map(({name, d}, i) => (
            <li key={i}>
              <button type="button" className={styles.goTo} onClick={() => onGoTo(name, d)}>
                {name} line {d.line}: <code>{d.code}</code> {d.message}
              </button>
            </li>
          ))}
        </ul>
      )}
      {more !== undefined && (
        <p className="margin-bottom--none" data-more-diagnostics>
          {more}
        </p>
      )}
    </div>
  );
}
