// Decode the stream once into prefix sums of the values; a query is two lookups.
// O(n + q) time; O(m) extra space.
class Solution {
public:
    void solve(const vector<int>& data, int m, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        vector<long long> prefix(m + 1, 0);
        size_t p = 0;
        for (int k = 0; k < m; ++k) {
            unsigned long long v = 0;
            int shift = 0;
            while (true) {
                int b = data[p++];
                v |= (unsigned long long)(b & 127) << shift;
                if (b < 128) break;
                shift += 7;
            }
            prefix[k + 1] = prefix[k] + (long long)v;
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            int l = (int)((x[i] + last) % m), r = (int)((y[i] + last) % m);
            if (l > r) swap(l, r);
            long long s = prefix[r + 1] - prefix[l];
            answer.push_back(s);
            last = s % m;
        }
    }
};
