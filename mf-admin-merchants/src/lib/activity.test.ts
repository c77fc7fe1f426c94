import { ACTIVITY_ACTIONS } from '@oja/shared/contract';
import { actionLabel, activityChanges, activityReason, actorName, changeLine } from './activity';

describe('actionLabel', () => {
  it('labels every action the contract declares', () => {
    for (const action of ACTIVITY_ACTIONS) expect(actionLabel(action)).not.toBe('');
    expect(actionLabel('merchant.suspended')).toBe('Suspended');
  });

  it.each([
    ['merchant.resubmitted', 'Resubmitted'],
    ['merchant.profile_updated', 'Profile updated'],
    ['merchant.bank_account_changed', 'Bank account changed'],
    ['menu.item-hidden', 'Item hidden'],
    ['plain', 'Plain'],
    ['', 'Other'],
    ['merchant.', 'Other'],
  ])('reads an action it has no label for as words: %j -> %j', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });
});

describe('actorName', () => {
  it('names the actor, or "System" when no user acted', () => {
    expect(actorName({ actor: { id: 1, name: 'Ada Admin' } })).toBe('Ada Admin');
    expect(actorName({ actor: null })).toBe('System');
    expect(actorName({ actor: { id: 1, name: '  ' } })).toBe('System');
  });
});

describe('activityReason', () => {
  it.each([
    [{ rejection_reason: 'Blurry ID' }, 'Blurry ID'],
    [{ suspension_reason: ' Late deliveries ' }, 'Late deliveries'],
    [{ reason: 'Asked by the owner' }, 'Asked by the owner'],
    [{ reason: '' }, null],
    [{ reason: 42 }, null],
    [{ bulk: true }, null],
    [null, null],
  ])('%j -> %j', (details, reason) => {
    expect(activityReason(details)).toBe(reason);
  });
});

describe('activityChanges', () => {
  it('reads a list of { field, from, to }', () => {
    const details = {
      changes: [
        { field: 'business_phone', from: '08031234567', to: '08039876543' },
        { field: 'logo', from: null, to: 'logo.png' },
      ],
    };
    expect(activityChanges(details)).toEqual(details.changes);
  });

  it('leaves out entries of another shape, and ignores changes that are not a list', () => {
    const details = {
      changes: [
        { field: 'business_name', from: 'Old', to: 'New' },
        { field: '', from: 'a', to: 'b' },
        { field: 'x', from: 1, to: 2 },
        'business_type',
        null,
        { from: 'a', to: 'b' },
        { field: 'label' },
      ],
    };
    expect(activityChanges(details)).toEqual([
      { field: 'business_name', from: 'Old', to: 'New' },
      { field: 'label', from: null, to: null },
    ]);
    expect(activityChanges({ changes: 'everything' })).toEqual([]);
    expect(activityChanges({ changes: { field: 'a' } })).toEqual([]);
    expect(activityChanges(null)).toEqual([]);
    expect(activityChanges({})).toEqual([]);
  });
});

describe('changeLine', () => {
  it('says "field: from -> to", an empty side as "(none)"', () => {
    expect(changeLine({ field: 'account_number', from: '******6789', to: '******1234' })).toBe(
      'Account number: ******6789 -> ******1234',
    );
    expect(changeLine({ field: 'logo', from: null, to: '' })).toBe('Logo: (none) -> (none)');
  });
});
