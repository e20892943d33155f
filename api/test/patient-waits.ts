/**
 * Waits in tests are for conditions, and a condition on a loaded two-core machine (CI runs with a CPU-bound
 * job beside it) can take far longer than Testing Library's 1 s default. Give every findBy/waitFor room;
 * a wait that is met returns at once, so this costs nothing when the code is right.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
