// The textbook two-pass solution run on every query's prefix: left-to-right and
// right-to-left candy arrays of length n. The rescan's O(n) per query with O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& r, const vector<int>& e, vector<long long>& answer) {
        int m = (int)r.size();
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            vector<int> left(n, 1), right(n, 1);
            for (int i = 1; i < n; ++i)
                if (r[i] > r[i - 1]) left[i] = left[i - 1] + 1;
            for (int i = n - 2; i >= 0; --i)
                if (r[i] > r[i + 1]) right[i] = right[i + 1] + 1;
            long long total = 0;
            for (int i = 0; i < n; ++i) total += max(left[i], right[i]);
            last = total;
            answer.push_back(last);
        }
    }
};
