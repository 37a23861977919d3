// @vitest-environment node
// The layering rules (eslint.config.js, docs/architecture.md) refuse what they must and let through
// what they must: each case is one import, linted as if it were in the named file of the repo.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
/**
 * A hang's limit, not a speed check: ESLint's first lint loads the project's configuration and
 * plugins, which on a loaded 2-core machine took longer than Vitest's 5 s.
 */
const LINTS = { timeout: 60_000 };
const RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-imports'];

/** The layering messages ESLint gives `source` placed at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: file,
  });
  return result!.messages
    .filter((message) => RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

const FEATURE = 'packages/forum-ui/src/features/thread/ThreadPage/Example.tsx';
const FEATURE_STYLES = 'packages/forum-ui/src/features/thread/ThreadPage/Example.css.ts';
const FEATURE_STORY = 'packages/forum-ui/src/features/thread/ThreadPage/Example.stories.tsx';
const CONNECTED = 'packages/forum-ui/src/connected/example.ts';
const DESIGN_SYSTEM = 'packages/forum-ui/src/design-system/components/Card/Example.tsx';
const DESIGN_SYSTEM_TEST = 'packages/forum-ui/src/design-system/components/Card/Example.test.tsx';

describe('the design system is reached through its entry', LINTS, () => {
  it('lets a feature and the connected layer import the entry', async () => {
    const entry = "import { Button as x } from '@forum/forum-ui/design-system';";
    expect(await refusals(FEATURE, entry)).toEqual([]);
    expect(await refusals(FEATURE_STORY, entry)).toEqual([]);
    expect(await refusals(CONNECTED, entry)).toEqual([]);
  });

  it('refuses a path into its folders, from production code, stories and the connected layer', async () => {
    const deep =
      "import { Button as x } from '../../../design-system/components/Button/Button.tsx';";
    for (const file of [FEATURE, FEATURE_STORY])
      expect(await refusals(file, deep), file).toEqual([
        expect.stringContaining('through its entry'),
      ]);
    expect(
      await refusals(CONNECTED, "import { cx as x } from '../design-system/utils/text/cx.ts';"),
    ).toEqual([expect.stringContaining('through its entry')]);
  });

  it("refuses the package's other subpaths inside forum-ui", async () => {
    expect(
      await refusals(FEATURE, "import { StaffScreen as x } from '@forum/forum-ui/features/staff';"),
    ).toEqual([expect.stringContaining('import circle')]);
  });

  it("gives a stylesheet the styles' entry, never the components'", async () => {
    expect(
      await refusals(
        FEATURE_STYLES,
        "import { vars as x } from '@forum/forum-ui/design-system/styles.css';",
      ),
    ).toEqual([]);
    expect(
      await refusals(FEATURE_STYLES, "import { vars as x } from '@forum/forum-ui/design-system';"),
    ).toEqual([expect.stringContaining('styles.css')]);
    expect(
      await refusals(
        FEATURE_STYLES,
        "import { vars as x } from '../../../design-system/theme/theme.css.ts';",
      ),
    ).toEqual([expect.stringContaining('through its entry')]);
  });
});

describe('the design system is a leaf', LINTS, () => {
  it('imports neither the API nor the router, in production code and in its tests', async () => {
    for (const file of [DESIGN_SYSTEM, DESIGN_SYSTEM_TEST]) {
      expect(await refusals(file, "import { toApiError as x } from '@forum/api';"), file).toEqual([
        expect.stringContaining('knows no API'),
      ]);
      expect(await refusals(file, "import { Link as x } from 'react-router-dom';"), file).toEqual([
        expect.stringContaining('knows no router'),
      ]);
    }
  });

  it('imports no feature and nothing of the connected layer', async () => {
    expect(
      await refusals(
        DESIGN_SYSTEM,
        "import { ThreadScreen as x } from '../../../features/thread/index.ts';",
      ),
    ).toEqual([expect.stringContaining('imports no feature')]);
    expect(
      await refusals(
        DESIGN_SYSTEM,
        "import { RouterLink as x } from '../../../connected/index.ts';",
      ),
    ).toEqual([expect.stringContaining('imports nothing above it')]);
  });
});
