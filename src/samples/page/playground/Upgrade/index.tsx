// The playground's upgrade panel, loaded when a reader asks to upgrade a 6.x or 7.x program: the rewrite the upgrade
// transform (src/upgrade/transform.mjs, run in the compiler worker) proposes, as a diff per file where each change can
// be accepted or rejected, with its reason and the migration guide's section; the lines it does not rewrite, marked
// where they are; the result checked against the target release; and both programs run side by side, the original on
// its release and the upgrade on the target, compared by output and by the services resolved (src/upgrade/compareRuns.mjs).
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadManifest, run, type RunEvent, type RunResult, type Version} from '@site/src/samples/page/runner';
import {checkPlayground, compilePlayground, upgradePlayground, type FileDiagnostics} from '@site/src/samples/page/editor/compiler';
import ConsoleLines from '@site/src/samples/page/ConsoleLines';
import {labelOf} from '@site/src/samples/shared/playgroundAddress.mjs';
import {SAMPLE_VERSIONS, recordOfVersion} from '@site/src/samples/shared/versions.mjs';
import {UPGRADE_PATHS, UPGRADE_RULES, pathKey} from '@site/src/upgrade/rules.mjs';
import {applyEdits, hunkOf} from '@site/src/upgrade/edits.mjs';
import {compareRuns, type RunComparison} from '@site/src/upgrade/compareRuns.mjs';
import {guideHref} from '@site/src/upgrade/guides.mjs';
import type {UpgradeEdit, UpgradeFlag, UpgradeResult} from '@site/src/upgrade/transform.mjs';
import {entryOf, type PlaygroundFile} from '../files.mjs';
import {TSCONFIG_NAME} from '../tsconfig.mjs';
import styles from './styles.lazy.module.css';

type Major = '6' | '7' | '8';

export interface UpgradePanelProps {
  /** The release the program is written for. */
  version: Version;
  /** The program's files as the editor has them now. */
  files: () => PlaygroundFile[];
  /** Opens the upgraded files in the editor, on the target release. */
  onOpen: (files: PlaygroundFile[], target: Version) => void;
  onClose: () => void;
}

/** The releases a program of `version` can be upgraded to, with the path's majors. */
function upgradeTargets(version: Version): {target: Version; from: '6' | '7'; to: '7' | '8'}[] {
  const from = recordOfVersion(version) as Major;
  return SAMPLE_VERSIONS.flatMap((target) => {
    const to = recordOfVersion(target) as Major;
    const known = UPGRADE_PATHS.find((p) => p.from === from && p.to === to);
    return known === undefined ? [] : [{target, from: known.from, to: known.to}];
  });
}

type Upgraded =
  | {phase: 'idle'}
  | {phase: 'working'}
  | {phase: 'failed'; message: string}
  | {phase: 'done'; from: '6' | '7'; to: '7' | '8'; target: Version; original: PlaygroundFile[]; result: UpgradeResult; ms: number};

interface Side {
  events: RunEvent[];
  result?: RunResult;
  problem?: string;
}

type Check = {phase: 'checking'} | {phase: 'done'; diagnostics: Record<string, FileDiagnostics>} | {phase: 'failed'; message: string};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A rule by id, for its title, reason and guide section. */
const ruleOf = (id: string): (typeof UPGRADE_RULES)[number] | undefined => UPGRADE_RULES.find((r) => r.id === id);

/** The files with the accepted edits applied. */
function upgradedFiles(original: PlaygroundFile[], edits: UpgradeEdit[], accepted: ReadonlySet<string>): PlaygroundFile[] {
  return original.map((file) => ({...file, code: applyEdits(file.code, edits.filter((e) => e.file === file.name && accepted.has(e.id)))}));
}

/** What a run gave, as the comparison reads it. */
const sideOf = (result: RunResult): Parameters<typeof compareRuns>[0] => ({stdout: result.stdout, outcome: result.outcome, ...(result.plans === undefined ? {} : {plans: result.plans})});

export default function UpgradePanel({version, files, onOpen, onClose}: UpgradePanelProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const targets = useMemo(() => upgradeTargets(version), [version]);
  const [choice, setChoice] = useState(0);
  const [upgraded, setUpgraded] = useState<Upgraded>({phase: 'idle'});
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  /** The last check of the upgraded files against the target, with the files it checked. */
  const [checked, setChecked] = useState<{files: PlaygroundFile[]; check: Check} | null>(null);
  const [sides, setSides] = useState<{before: Side; after: Side} | null>(null);
  const runsAbort = useRef<AbortController | null>(null);
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  /** The guide section of a rule for the upgrade's path, as the checklist links it (guideHref), below the base URL. */
  const guideOf = (id: string, path: {from: '6' | '7'; to: '7' | '8'}): {href: string; title: string} | undefined => {
    const rule = ruleOf(id);
    if (rule?.guide[pathKey(path.from, path.to)] === undefined) return undefined;
    return {href: `${siteConfig.baseUrl}${guideHref(rule, path).slice(1)}`, title: rule.title};
  };

  const start = async (): Promise<void> => {
    const path = targets[choice];
    if (path === undefined) return;
    runsAbort.current?.abort();
    setSides(null);
    setUpgraded({phase: 'working'});
    const original = files();
    const began = performance.now();
    try {
      const result = await upgradePlayground(version, Object.fromEntries(original.map((f) => [f.name, f.code])), {from: path.from, to: path.to});
      if (result.stopped !== undefined) return setUpgraded({phase: 'failed', message: result.stopped});
      setAccepted(new Set(result.edits.map((e) => e.id)));
      setUpgraded({phase: 'done', from: path.from, to: path.to, target: path.target, original, result, ms: performance.now() - began});
    } catch (error) {
      setUpgraded({phase: 'failed', message: `The upgrade could not be made: ${error instanceof Error ? error.message : String(error)}`});
    }
  };

  const done = upgraded.phase === 'done' ? upgraded : undefined;
  const result = useMemo(() => (done === undefined ? undefined : upgradedFiles(done.original, done.result.edits, accepted)), [done, accepted]);

  // The upgraded files checked against the target release, again after each accept or reject (until then the check
  // of other files shows as under way).
  const check: Check = checked !== null && checked.files === result ? checked.check : {phase: 'checking'};
  useEffect(() => {
    if (done === undefined || result === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const {packages} = await loadManifest(done.target);
          const diagnostics = await checkPlayground({version: done.target, files: Object.fromEntries(result.map((f) => [f.name, f.code])), packages, release: labelOf(done.target)});
          if (current) setChecked({files: result, check: {phase: 'done', diagnostics}});
        } catch (error) {
          if (current) setChecked({files: result, check: {phase: 'failed', message: error instanceof Error ? error.message : String(error)}});
        }
      })();
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [done, result]);

  useEffect(() => () => runsAbort.current?.abort(), []);
  useEffect(() => {
    if (done !== undefined) heading.current?.focus();
  }, [done]);

  /** Runs the original on its release and the upgrade on the target, at the same time. */
  const runBoth = (): void => {
    if (done === undefined || result === undefined) return;
    runsAbort.current?.abort();
    const controller = new AbortController();
    runsAbort.current = controller;
    const state = {before: {events: []} as Side, after: {events: []} as Side};
    const show = (): void => {
      if (!controller.signal.aborted) setSides({before: {...state.before}, after: {...state.after}});
    };
    show();
    const runSide = async (key: 'before' | 'after', v: Version, program: PlaygroundFile[]): Promise<void> => {
      try {
        const entry = entryOf(program) ?? 'main.ts';
        const {packages} = await loadManifest(v);
        const {program: compiled} = await compilePlayground({version: v, files: Object.fromEntries(program.map((f) => [f.name, f.code])), packages, release: labelOf(v)}, entry);
        const events: RunEvent[] = [];
        const ran = await run(compiled, v, (event) => {
          events.push(event);
          state[key] = {events: [...events]};
          show();
        }, controller.signal);
        state[key] = {events: ran.events, result: ran};
      } catch (error) {
        state[key] = {events: [], problem: error instanceof Error ? error.message : String(error)};
      }
      show();
    };
    void Promise.all([runSide('before', version, done.original), runSide('after', done.target, result)]);
  };

  const comparison: RunComparison | undefined = sides?.before.result !== undefined && sides.after.result !== undefined ? compareRuns(sideOf(sides.before.result), sideOf(sides.after.result)) : undefined;

  const toggle = (id: string): void =>
    setAccepted((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const from = labelOf(version);
  return (
    <section className={styles.panel} aria-label="Upgrade" data-upgrade={upgraded.phase}>
      <div className={styles.choose}>
        <label htmlFor={selectId}>Upgrade this {from} program to</label>
        <select id={selectId} autoFocus className={styles.select} value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
          {targets.map(({target}, i) => (
            <option key={target} value={i}>
              {labelOf(target)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--sm button--primary" onClick={() => void start()} disabled={upgraded.phase === 'working'}>
          Upgrade
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
        {targets[choice] !== undefined && (
          <a href={`${siteConfig.baseUrl}upgrade/?from=${targets[choice].from}&to=${targets[choice].to}`}>Every step of this upgrade, as a checklist</a>
        )}
      </div>
      <p role="status" className={styles.status}>
        {upgraded.phase === 'working' && 'Upgrading…'}
        {upgraded.phase === 'failed' && upgraded.message}
        {done !== undefined && summaryOf(done.result, from, labelOf(done.target))}
      </p>
      {done !== undefined && result !== undefined && (
        <>
          <h3 ref={heading} tabIndex={-1} className={styles.heading}>
            Changes for {labelOf(done.target)}
          </h3>
          {done.original.map((file) => {
            const edits = done.result.edits.filter((e) => e.file === file.name);
            const flags = done.result.flags.filter((f) => f.file === file.name);
            if (edits.length === 0 && flags.length === 0) return null;
            const items = [...edits.map((edit) => ({line: edit.line, edit})), ...flags.map((flag) => ({line: flag.line, flag}))].sort((a, b) => a.line - b.line);
            return (
              <section key={file.name} className={styles.file} aria-label={`Changes in ${file.name}`} data-upgrade-file={file.name}>
                <h4 className={styles.fileName}>
                  {file.name} <span className={styles.counts}>({[edits.length > 0 && plural(edits.length, 'change'), flags.length > 0 && plural(flags.length, 'line') + ' to check'].filter(Boolean).join(', ')})</span>
                </h4>
                <ol className={styles.items}>
                  {items.map((item) =>
                    'edit' in item && item.edit !== undefined ? (
                      <EditItem
                        key={item.edit.id}
                        edit={item.edit}
                        text={file.code}
                        accepted={accepted.has(item.edit.id)}
                        onToggle={() => toggle((item.edit as UpgradeEdit).id)}
                        guide={guideOf(item.edit.rule, done)}
                      />
                    ) : (
                      <FlagItem key={`flag ${item.line} ${(item as {flag: UpgradeFlag}).flag.rule}`} flag={(item as {flag: UpgradeFlag}).flag} text={file.code} guide={guideOf((item as {flag: UpgradeFlag}).flag.rule, done)} />
                    ),
                  )}
                </ol>
              </section>
            );
          })}
          <CheckSummary check={check} target={labelOf(done.target)} />
          <div className={styles.actions}>
            <button type="button" className="button button--sm button--primary" onClick={runBoth}>
              Run both
            </button>
            <button type="button" className="button button--sm button--secondary" onClick={() => onOpen(result, done.target)}>
              Open the upgrade in the editor
            </button>
          </div>
          {sides !== null && (
            <section aria-label="Both runs" className={styles.runs}>
              {comparison === undefined ? (
                <p role="status" className={styles.status}>
                  Running both…
                </p>
              ) : (
                <p role="status" className={styles.verdict} data-same-output={comparison.sameOutput} data-same-services={comparison.sameServices}>
                  {comparison.summary}
                </p>
              )}
              {comparison !== undefined && !comparison.sameOutput && comparison.difference !== undefined && (
                <p className={styles.difference}>
                  Line {comparison.difference.line}: the original printed <code>{comparison.difference.before ?? '(nothing)'}</code>, the upgrade{' '}
                  <code>{comparison.difference.after ?? '(nothing)'}</code>.
                </p>
              )}
              {comparison !== undefined && !comparison.sameServices && (comparison.onlyBefore.length > 0 || comparison.onlyAfter.length > 0) && (
                <ul className={styles.services}>
                  {comparison.onlyBefore.slice(0, 10).map((s, i) => (
                    <li key={`b${i}`}>
                      Only the original resolved <code>{s}</code>
                    </li>
                  ))}
                  {comparison.onlyAfter.slice(0, 10).map((s, i) => (
                    <li key={`a${i}`}>
                      Only the upgrade resolved <code>{s}</code>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.sides}>
                <RunSide title={`The original on ${from}`} side={sides.before} />
                <RunSide title={`The upgrade on ${labelOf(done.target)}`} side={sides.after} />
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}

function summaryOf(result: UpgradeResult, from: string, to: string): string {
  const files = new Set([...result.edits.map((e) => e.file), ...result.flags.map((f) => f.file)]).size;
  if (result.edits.length === 0 && result.flags.length === 0) return `Nothing to change: this ${from} program uses nothing that ${to} changed.`;
  return `${plural(result.edits.length, 'change')} and ${plural(result.flags.length, 'line')} to check by hand, in ${plural(files, 'file')}.`;
}

/** One change: the lines it touches before and after, whether it is applied, why, and the guide's section. */
function EditItem({edit, text, accepted, onToggle, guide}: {edit: UpgradeEdit; text: string; accepted: boolean; onToggle: () => void; guide?: {href: string; title: string}}): ReactNode {
  const hunk = hunkOf(text, edit);
  const id = useId();
  const rule = ruleOf(edit.rule);
  return (
    <li className={clsx(styles.item, !accepted && styles.rejected)} data-edit={edit.id} data-rule={edit.rule}>
      <div className={styles.itemHead}>
        <input id={id} type="checkbox" checked={accepted} onChange={onToggle} />
        <label htmlFor={id}>
          Line {edit.line}: {edit.summary}
        </label>
      </div>
      <pre className={styles.diff} aria-label={`Line ${edit.line}, before and after`}>
        {hunk.removed.map((line, i) => (
          <span key={`r${i}`} className={styles.removed}>
            {`- ${line}\n`}
          </span>
        ))}
        {hunk.added.map((line, i) => (
          <span key={`a${i}`} className={styles.added}>
            {`+ ${line}\n`}
          </span>
        ))}
      </pre>
      <p className={styles.reason}>
        {rule?.reason}
        {guide !== undefined && (
          <>
            {' '}
            <a href={guide.href}>Migration guide: {guide.title}</a>
          </>
        )}
      </p>
    </li>
  );
}

/** A line the upgrade does not change: what may behave differently there, and the guide's section. */
function FlagItem({flag, text, guide}: {flag: UpgradeFlag; text: string; guide?: {href: string; title: string}}): ReactNode {
  const line = text.split('\n')[flag.line - 1] ?? '';
  return (
    <li className={clsx(styles.item, styles.flag)} data-flag={`${flag.file}:${flag.line}`} data-rule={flag.rule}>
      <p className={styles.itemHead}>
        <strong>Check by hand</strong>, line {flag.line}: {flag.message}
      </p>
      <pre className={styles.diff}>
        <span className={styles.flagged}>{`  ${line}\n`}</span>
      </pre>
      {guide !== undefined && (
        <p className={styles.reason}>
          <a href={guide.href}>Migration guide: {guide.title}</a>
        </p>
      )}
    </li>
  );
}

function CheckSummary({check, target}: {check: Check; target: string}): ReactNode {
  if (check.phase === 'checking') return <p className={styles.check} data-upgrade-check="checking">Checking the upgrade against {target}…</p>;
  if (check.phase === 'failed') return <p className={styles.check} data-upgrade-check="failed">{check.message}</p>;
  const all = Object.entries(check.diagnostics).flatMap(([file, {shown}]) => shown.map((d) => ({file, d})));
  const total = Object.entries(check.diagnostics).reduce((sum, [file, {total: n}]) => (file === TSCONFIG_NAME ? sum : sum + n), 0);
  return (
    <div className={styles.check} data-upgrade-check="done" data-type-errors={total}>
      <p className="margin-bottom--none">{total === 0 ? `No type errors on ${target}.` : `${plural(total, 'type error')} on ${target}:`}</p>
      {all.length > 0 && (
        <ul className="margin-bottom--none">
          {all.slice(0, 10).map(({file, d}, i) => (
            <li key={i}>
              {file} line {d.line}: <code>{d.code}</code> {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RunSide({title, side}: {title: string; side: Side}): ReactNode {
  const outcome = side.problem !== undefined ? 'failed' : (side.result?.outcome ?? 'running');
  return (
    <section className={styles.side} aria-label={title} data-run-outcome={outcome}>
      <h4 className={styles.fileName}>{title}</h4>
      {side.problem !== undefined ? (
        <p>{side.problem}</p>
      ) : (
        <pre className={styles.console} tabIndex={0} aria-label={`Console of ${title.toLowerCase()}`}>
          <ConsoleLines events={side.events} empty={side.result === undefined ? 'Running…' : '(no output)'} classes={styles} />
        </pre>
      )}
    </section>
  );
}
