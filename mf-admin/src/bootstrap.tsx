import { renderStandaloneNotice } from '@agecheck/ui';

// Opened on its own (not through the shell), the remote only says where it belongs.
void renderStandaloneNotice('mf-admin');
