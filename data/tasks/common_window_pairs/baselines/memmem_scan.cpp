// Every window of a looked up in b with memmem (glibc's library search, the fastest O(1)
// space scan here at every -O), counting every occurrence, overlapping ones included.
// O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        long long total = 0;
        const char* end = b.data() + m;
        for (int i = 0; i + k <= n; i++) {
            const char* w = a.data() + i;
            const char* p = b.data();
            while ((p = (const char*)memmem(p, end - p, w, k)) != nullptr) {
                total++;
                p++;
            }
        }
        return total;
    }
};
