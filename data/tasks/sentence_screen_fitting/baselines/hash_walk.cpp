// table-walk's r(i) table (two pointers), the walk's first visits kept in an unordered_map
// (start -> row, words before): the common container form of the O(n) class.
// O(n) expected time, O(n) extra space.
#include <unordered_map>
class Solution {
public:
    long long solve(const vector<int>& lens, int cols, long long rows) {
        int n = (int)lens.size();
        long long total = 0;
        for (int x : lens) total += x + 1;
        long long c = (long long)cols + 1;
        long long q = c / total, cap = c % total;
        vector<int> r(n);
        long long used = 0;
        int j = 0, k = 0;  // the window holds k words from i, ending at word j (mod n)
        for (int i = 0; i < n; ++i) {
            if (k == 0) { j = i; used = 0; }
            while (used + lens[j] + 1 <= cap) {
                used += lens[j] + 1;
                ++k;
                if (++j == n) j = 0;
            }
            r[i] = k;
            if (k > 0) { used -= lens[i] + 1; --k; }
        }
        unordered_map<int, pair<long long, long long>> seen;
        long long sum = 0;
        int x = 0;
        for (long long row = 0; row < rows; ++row) {
            auto it = seen.find(x);
            if (it != seen.end()) {
                long long lam = row - it->second.first, cyc = sum - it->second.second;
                long long left = rows - row;
                sum += (left / lam) * cyc;
                for (long long s = 0; s < left % lam; ++s) { sum += r[x]; x = (x + r[x]) % n; }
                break;
            }
            seen.emplace(x, make_pair(row, sum));
            sum += r[x];
            x = (x + r[x]) % n;
        }
        return rows * q + sum / n;
    }
};
