// Per query, decode the stream from its start up to v_r, summing v_l..v_r.
// O(n) per query (n bytes), O(q n) time; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& data, int m, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            int l = (int)((x[i] + last) % m), r = (int)((y[i] + last) % m);
            if (l > r) swap(l, r);
            long long sum = 0;
            size_t p = 0;
            for (int k = 0; k <= r; ++k) {
                unsigned long long v = 0;
                int shift = 0;
                while (true) {
                    int b = data[p++];
                    v |= (unsigned long long)(b & 127) << shift;
                    if (b < 128) break;
                    shift += 7;
                }
                if (k >= l) sum += (long long)v;
            }
            answer.push_back(sum);
            last = sum % m;
        }
    }
};
