// Highlighting of the sample editor in the site's code colours: CodeMirror's syntax tags are given the class names
// Prism gives the same tokens (keyword, string, class-name, ...), which the generated code stylesheet colours for the
// light and dark themes (src/prism/themes.ts, src/plugins/prism-theme-css). One palette, no second theme to keep in step.
import {tags as t, tagHighlighter} from '@lezer/highlight';
import {syntaxHighlighting} from '@codemirror/language';
import type {Extension} from '@codemirror/state';

const token = (type: string): string => `token ${type}`;

export const prismClassHighlighting: Extension = syntaxHighlighting(
  tagHighlighter([
    {tag: [t.keyword, t.self, t.null, t.modifier, t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.operatorKeyword], class: token('keyword')},
    {tag: [t.string, t.special(t.string)], class: token('string')},
    {tag: t.regexp, class: token('regex')},
    {tag: t.number, class: token('number')},
    {tag: t.bool, class: token('boolean')},
    {tag: t.comment, class: token('comment')},
    {tag: [t.operator, t.meta], class: token('operator')},
    {tag: [t.punctuation, t.paren, t.brace, t.bracket, t.separator], class: token('punctuation')},
    {tag: [t.function(t.variableName), t.function(t.propertyName)], class: token('function')},
    {tag: [t.typeName, t.className, t.definition(t.typeName)], class: token('class-name')},
  ]),
);
