/**
 * The theme components a site may replace (`src/theme/<Name>.tsx`), with their props, read from
 * where the theme declares them: the names and whether each is hydrated from
 * src/theme/overridable.tsx, each one's props type from src/theme/themeComponentProps.ts (which
 * fails to compile when it misses a name), and that type's members, with their comments, from the
 * component's file. Read as syntax only (no type checking), so it takes a few milliseconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ThemeProp {
  name: string;
  /** As written in the source (`SidebarItem[]`). */
  type: string;
  optional: boolean;
  description: string;
}

export interface ThemeComponent {
  name: string;
  /** Rendered in the shell, so hydrated in the browser (state and events work). */
  hydrated: boolean;
  /** The props type's name (`NavbarProps`). */
  propsType: string;
  props: ThemeProp[];
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** A node's JSDoc text, on one line. */
function docOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The members of `interface <name>` in a file (through `type <name> = <Other>` there). */
function membersOf(file: string, name: string): ThemeProp[] {
  let found: ThemeProp[] | undefined;
  parse(file).forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === name && ts.isTypeReferenceNode(node.type))
      found = membersOf(file, node.type.typeName.getText());
    if (ts.isInterfaceDeclaration(node) && node.name.text === name)
      found = node.members.filter(ts.isPropertySignature).map((member) => ({
        name: member.name.getText(),
        type: member.type?.getText().replace(/\s+/g, ' ') ?? 'unknown',
        optional: member.questionToken !== undefined,
        description: docOf(member),
      }));
  });
  if (!found) throw new Error(`${file} declares no interface ${name}`);
  return found;
}

/**
 * Every replaceable component, in the order the theme lists them (the shell's first). `shell` and
 * `page` are overridable.tsx's SHELL_COMPONENTS and PAGE_COMPONENTS.
 */
export function themeComponents(
  themeDir: string,
  shell: readonly string[],
  page: readonly string[],
): ThemeComponent[] {
  const propsFile = path.join(themeDir, 'themeComponentProps.ts');
  const source = parse(propsFile);
  const modules = new Map<string, string>();
  const propsTypes = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          modules.set(
            element.name.text,
            path.join(themeDir, node.moduleSpecifier.text.replace(/\.js$/, '.tsx')),
          );
    }
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ThemeComponentProps')
      for (const member of node.members.filter(ts.isPropertySignature))
        propsTypes.set(
          member.name.getText().replace(/^['"]|['"]$/g, ''),
          member.type!.getText(),
        );
  });
  return [...shell, ...page].map((name) => {
    const propsType = propsTypes.get(name);
    if (!propsType) throw new Error(`${propsFile} gives no props type for ${name}`);
    const file = modules.get(propsType);
    if (!file) throw new Error(`${propsFile} does not import ${propsType}`);
    return { name, hydrated: shell.includes(name), propsType, props: membersOf(file, propsType) };
  });
}
