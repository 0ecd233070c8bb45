import { describe, expect, test } from 'vitest';
import { splitScript } from './sql-script.ts';

describe('migration scripts', () => {
  test('split at semicolons ending a line, never inside a $$-quoted function body', () => {
    const script = `
      CREATE TABLE a (id int);
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE a SET id = 1;
        RETURN NEW;
      END $$;
      CREATE INDEX a_id ON a (id, x; y);
      SELECT 1
    `;
    const statements = splitScript(script);
    expect(statements).toHaveLength(4);
    expect(statements[1]).toMatch(/^CREATE FUNCTION[\s\S]*RETURN NEW;\s*END \$\$$/);
    expect(statements[2]).toBe('CREATE INDEX a_id ON a (id, x; y)');
    expect(statements[3]).toBe('SELECT 1');
  });
});
