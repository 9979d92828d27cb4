// One greedy pass over the whole array, saving its state (pieces so far, sum of the open
// piece) after every multiple of B = sqrt(m) values; a query resumes from the checkpoint at
// or below its n: O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
class Solution {
public:
    void solve(int s, const vector<int>& a, const vector<int>& e, vector<int>& answer) {
        int m = (int)a.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        int slots = m / block + 1;
        vector<int> savedPieces(slots), savedSum(slots);  // the state after j * block values
        int pieces = 1;
        long long sum = 0;
        savedPieces[0] = 1;
        savedSum[0] = 0;
        for (int i = 0; i < m; ++i) {
            if (sum + a[i] > s) {
                ++pieces;
                sum = a[i];
            } else {
                sum += a[i];
            }
            if ((i + 1) % block == 0) {
                savedPieces[(i + 1) / block] = pieces;
                savedSum[(i + 1) / block] = (int)sum;
            }
        }
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            int j = n / block;
            pieces = savedPieces[j];
            sum = savedSum[j];
            for (int i = j * block; i < n; ++i) {
                if (sum + a[i] > s) {
                    ++pieces;
                    sum = a[i];
                } else {
                    sum += a[i];
                }
            }
            last = pieces;
            answer.push_back(last);
        }
    }
};
