// The upgrade checklist: the reader picks an upgrade path and ticks the features their program uses; the list shows
// the steps of src/upgrade/rules.mjs that apply, in the rules' order, each linked to its guide section. The choice is
// kept in the address (./choice.mjs). The server HTML is the default choice, every feature ticked: without JavaScript
// it is the whole list for the default path, each step naming the features it concerns.
import React, {useMemo, useSyncExternalStore, type ChangeEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {UPGRADE_FEATURES, UPGRADE_PATHS} from '@site/src/upgrade/rules.mjs';
import {guideHref} from '@site/src/upgrade/guides.mjs';
import {choiceQuery, featureLabels, labelOfMajor, pathLabel, playgroundOf, readChoice, stepsFor, type Choice} from './choice.mjs';
import {CLASS as styles, STYLESHEET} from './stylesheet';

type UpgradePath = Choice['path'];

const KIND_TEXT = {rewrite: 'Rewrite', flag: 'Check by hand'} as const;

// The choice lives in the address's query, and nowhere else: the page renders what the query says, and a change of
// the choice replaces the query. The server renders the empty query (the default choice); once hydrated, the page
// reads the real one.
const queryListeners = new Set<() => void>();
function subscribeToQuery(listener: () => void): () => void {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const addressQuery = (): string => window.location.search;
const serverQuery = (): string => '';

function choose(next: Choice): void {
  const {pathname, hash} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${choiceQuery(next)}${hash}`);
  for (const listener of queryListeners) listener();
}

export default function UpgradeChecklist(): ReactNode {
  const query = useSyncExternalStore(subscribeToQuery, addressQuery, serverQuery);
  const choice = useMemo(() => readChoice(query), [query]);

  const onPath = (path: UpgradePath) => () => choose({...choice, path});
  const onFeature = (id: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const ticked = new Set(choice.uses);
    if (event.target.checked) ticked.add(id);
    else ticked.delete(id);
    choose({...choice, uses: UPGRADE_FEATURES.map((feature) => feature.id).filter((feature) => ticked.has(feature))});
  };

  const steps = stepsFor(choice);
  const rewrites = steps.filter((rule) => rule.kind === 'rewrite').length;
  const playground = useBaseUrl(playgroundOf(choice.path));
  return (
    <>
      {/* The build minifies the CSS in the HTML, so the server's text differs from this one: set as HTML, it is not compared on hydration. */}
      <style dangerouslySetInnerHTML={{__html: STYLESHEET}} suppressHydrationWarning />
      <form className={styles.choice} aria-labelledby="upgrade-choice" onSubmit={(event) => event.preventDefault()}>
        <h2 id="upgrade-choice">Your upgrade</h2>
        <fieldset className={styles.group}>
          <legend>From → to</legend>
          <div className={styles.options}>
            {UPGRADE_PATHS.map((path) => (
              <label key={`${path.from}-${path.to}`} className={styles.option}>
                <input type="radio" name="upgrade-path" value={`${path.from}-${path.to}`} checked={choice.path === path} onChange={onPath(path)} />{' '}
                {pathLabel(path)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Your program uses</legend>
          <div className={styles.options}>
            {UPGRADE_FEATURES.map((feature) => (
              <label key={feature.id} className={styles.option}>
                <input type="checkbox" name="uses" value={feature.id} checked={choice.uses.includes(feature.id)} onChange={onFeature(feature.id)} />{' '}
                {feature.label}
              </label>
            ))}
          </div>
        </fieldset>
        <noscript>
          <p>
            These choices need JavaScript. The list below holds every step of {pathLabel(choice.path)}; each step names the
            features it concerns.
          </p>
        </noscript>
      </form>
      <section aria-labelledby="upgrade-steps">
        <h2 id="upgrade-steps">Steps</h2>
        <p role="status" className={styles.summary}>
          {steps.length === 1 ? '1 step applies' : `${steps.length} steps apply`} to {pathLabel(choice.path)}, {rewrites} of them
          marked “{KIND_TEXT.rewrite}”.
        </p>
        <p className={styles.note}>
          The playground&apos;s “Upgrade…” makes the “{KIND_TEXT.rewrite}” steps&apos; changes in your code for you, and marks
          at their lines the places to check by hand: <a href={playground}>open the playground on {labelOfMajor(choice.path.from)}</a>.
        </p>
        <ol className={styles.steps}>
          {steps.map((rule) => {
            const concerns = featureLabels(rule);
            return (
              <li key={rule.id} id={`step-${rule.id}`} className={styles.step} data-rule={rule.id}>
                <h3 className={styles.title}>
                  <Link to={guideHref(rule, choice.path)}>{rule.title}</Link>
                </h3>
                <p className={styles.kind} data-kind={rule.kind}>
                  {KIND_TEXT[rule.kind]}
                </p>
                <p className={styles.reason}>{rule.reason}</p>
                <p className={styles.concerns}>{concerns.length === 0 ? 'Every program' : `Concerns: ${concerns.join('; ')}`}</p>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
