// A browser store that a test can make "full": after limitStorage(context), every page of the
// context refuses localStorage writes past window.azulTestQuota bytes of keys and values (as a
// browser does with a QuotaExceededError); undefined means no limit. sessionStorage is left as
// it is, as a real browser's quota does.
export async function limitStorage(context) {
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      const quota = window.azulTestQuota;
      if (quota !== undefined && this === window.localStorage) {
        let used = 0;
        for (let i = 0; i < this.length; ++i) {
          const other = this.key(i);
          if (other !== key) used += other.length + this.getItem(other).length;
        }
        if (used + key.length + String(value).length > quota) {
          throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
        }
      }
      return setItem.call(this, key, value);
    };
  });
}

// The bytes of keys and values the page's localStorage holds now.
export async function storageUsed(page) {
  return page.evaluate(() => {
    let total = 0;
    for (let i = 0; i < localStorage.length; ++i) total += localStorage.key(i).length + localStorage.getItem(localStorage.key(i)).length;
    return total;
  });
}
