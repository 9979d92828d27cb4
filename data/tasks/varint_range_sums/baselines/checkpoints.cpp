// Checkpoints: for every B-th value (B ~ sqrt(m) / 2), its byte offset and the sum of the values
// before it. The sum of the first k values resumes at checkpoint k / B and decodes at most
// B - 1 values; a query is two such prefix sums. O(n + q sqrt m) time; O(sqrt m) extra space.
class Solution {
public:
    void solve(const vector<int>& data, int m, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        int B = max(1, (int)sqrt((double)m) / 2);
        int c = m / B + 1;
        vector<int> offset(c);
        vector<long long> before(c);
        size_t p = 0;
        long long sum = 0;
        for (int k = 0; k <= m; ++k) {
            if (k % B == 0) { offset[k / B] = (int)p; before[k / B] = sum; }
            if (k == m) break;
            sum += decode(data, p);
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            int l = (int)((x[i] + last) % m), r = (int)((y[i] + last) % m);
            if (l > r) swap(l, r);
            long long s = prefix(data, offset, before, B, r + 1) - prefix(data, offset, before, B, l);
            answer.push_back(s);
            last = s % m;
        }
    }

private:
    static long long decode(const vector<int>& data, size_t& p) {
        unsigned long long v = 0;
        int shift = 0;
        while (true) {
            int b = data[p++];
            v |= (unsigned long long)(b & 127) << shift;
            if (b < 128) return (long long)v;
            shift += 7;
        }
    }

    // Sum of the first k values.
    static long long prefix(const vector<int>& data, const vector<int>& offset,
                            const vector<long long>& before, int B, int k) {
        int c = k / B;
        size_t p = offset[c];
        long long s = before[c];
        for (int j = c * B; j < k; ++j) s += decode(data, p);
        return s;
    }
};
