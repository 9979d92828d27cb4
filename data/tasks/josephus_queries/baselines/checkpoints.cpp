// One pass of the recurrence J(i) = (J(i - 1) + k) mod i up to m, keeping J at every multiple
// of B = sqrt(m); a query resumes from the checkpoint at or below its n:
// O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
class Solution {
public:
    void solve(int k, int m, const vector<int>& e, vector<int>& answer) {
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<int> saved(m / block + 1, 0);  // saved[j] = J(j * block), saved[0] is unused
        int position = 0;
        for (int i = 2; i <= m; ++i) {
            position = (position + k) % i;
            if (i % block == 0) saved[i / block] = position;
        }
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            int j = n / block;
            int from = j == 0 ? 1 : j * block;
            position = j == 0 ? 0 : saved[j];
            for (int i = from + 1; i <= n; ++i) position = (position + k) % i;
            last = position + 1;
            answer.push_back(last);
        }
    }
};
