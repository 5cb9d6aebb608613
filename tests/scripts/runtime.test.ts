import { describe, expect, it } from 'vitest';
import { checkRuntime, requiredNodeMajor } from '../../scripts/runtime';

describe('the Node runtime', () => {
  it('package.json asks for Node 24 or later', () => {
    expect(requiredNodeMajor()).toBe(24);
  });

  it('tells an end-of-life line from a supported one', () => {
    expect(checkRuntime('v20.20.2').supported).toBe(false);
    expect(checkRuntime('v22.22.0').supported).toBe(false);
    expect(checkRuntime('v24.21.0').supported).toBe(true);
    expect(checkRuntime('v26.10.0').supported).toBe(true);
  });

  it("runs these tests on a supported Node (the `node` package, not the machine's own)", () => {
    const check = checkRuntime();
    console.log(`vitest on Node ${check.version} (${check.execPath})`);
    expect(check.supported, `vitest runs on ${check.version} from ${check.execPath}`).toBe(true);
  });
});
