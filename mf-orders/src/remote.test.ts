// The remote's contract with the shell: its declaration is valid, every declared page is exposed by the build,
// and every exposed page exports a component.
import { itKeepsItsContract } from '@oja/harness/testing';
import remote from './remote';

itKeepsItsContract(remote, __dirname);
